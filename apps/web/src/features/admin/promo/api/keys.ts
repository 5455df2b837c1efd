import { adminKeys } from '@/features/admin/shared/api/keys';

export const promoCodeKeys = {
  list: () => [...adminKeys.all, 'promo-codes'] as const,
};
