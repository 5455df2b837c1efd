import { adminKeys } from '@/features/admin/shared/api/keys';

export const customGameKeys = {
  submissions: () => [...adminKeys.all, 'custom-games'] as const,
};
