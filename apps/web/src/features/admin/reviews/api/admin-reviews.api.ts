import type { AdminReview, ReviewChangedDetails, ReviewModerationRequest, ReviewStatus } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';
import { sharedKeyRoots } from '@/lib/shared-query-keys';
import { adminReviewKeys } from './keys';

/** GET /api/admin/reviews?status=: newest first, one status or all (`undefined`). */
export const useAdminReviews = (status: ReviewStatus | undefined) =>
  useQuery({
    queryKey: adminReviewKeys.withStatus(status),
    queryFn: () => api.get<AdminReview[]>('/api/admin/reviews', status ? { status } : undefined),
  });

/**
 * PATCH /api/admin/reviews/{id}: a decision or featuring on the version the admin read; the lists and the site's
 * testimonials follow. A 409 REVIEW_CHANGED carries the review as the parent left it: the lists show it at once (and
 * are read again), so the next decision is on what the admin now reads.
 */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...change }: ReviewModerationRequest & { id: number }) =>
      (await apiRequest('PATCH', `/api/admin/reviews/${id}`, change)).json() as Promise<AdminReview>,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminReviewKeys.all });
      await queryClient.invalidateQueries({ queryKey: sharedKeyRoots.testimonials });
    },
    onError: async (error) => {
      const { code, details } = readApiError(error);
      if (code !== 'REVIEW_CHANGED' || !details?.review) return;
      const now = (details as unknown as ReviewChangedDetails).review;
      queryClient.setQueriesData<AdminReview[]>({ queryKey: adminReviewKeys.all }, (list) =>
        list?.map((r) => (r.id === now.id ? now : r)),
      );
      await queryClient.invalidateQueries({ queryKey: adminReviewKeys.all });
    },
  });
}
