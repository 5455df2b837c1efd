import { adminKeys } from '@/features/admin/shared/api/keys';

const all = [...adminKeys.all, 'shirt-orders'] as const;

export const shirtOrderKeys = {
  all,
  period: (from: string, to: string) => [...all, from, to] as const,
};
