import type { AdminReview, ReviewModerationRequest, ReviewStatus } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { sharedKeyRoots } from '@/lib/shared-query-keys';
import { adminReviewKeys } from './keys';

/** GET /api/admin/reviews?status=: newest first, one status or all (`undefined`). */
export const useAdminReviews = (status: ReviewStatus | undefined) =>
  useQuery({
    queryKey: adminReviewKeys.withStatus(status),
    queryFn: () => api.get<AdminReview[]>('/api/admin/reviews', status ? { status } : undefined),
  });

/** PATCH /api/admin/reviews/{id}: a decision or featuring; the lists and the site's testimonials follow. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...change }: ReviewModerationRequest & { id: number }) =>
      (await apiRequest('PATCH', `/api/admin/reviews/${id}`, change)).json() as Promise<AdminReview>,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminReviewKeys.all });
      await queryClient.invalidateQueries({ queryKey: sharedKeyRoots.testimonials });
    },
  });
}
