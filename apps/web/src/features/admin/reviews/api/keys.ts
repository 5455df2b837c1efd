import type { ReviewStatus } from '@app/contracts';
import { adminKeys } from '@/features/admin/shared/api/keys';

const all = [...adminKeys.all, 'reviews'] as const;

export const adminReviewKeys = {
  all,
  withStatus: (status: ReviewStatus | undefined) => [...all, status ?? 'all'] as const,
};
