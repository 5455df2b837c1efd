import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewDraft, ReviewDto, ReviewInvitation } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { reviewKeys } from './keys';

const reviewPath = (token: string) => `/api/reviews/${encodeURIComponent(token)}`;

/** GET /api/reviews/:token: the party the thank-you's link is for, and the review written so far. */
export const useReviewInvitation = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: reviewKeys.invitation(token),
      queryFn: () => api.get<ReviewInvitation>(reviewPath(token)),
      retry: false,
    }),
  );

/** POST /api/reviews/:token: the review, new or edited; the page then shows it as stored. */
export function useSaveReview(token: string) {
  const queryClient = useQueryClient();
  return useIntentMutation((body: ReviewDto, key: string) => api.post<ReviewDraft>(reviewPath(token), body, key), {
    onSuccess: (review) =>
      queryClient.setQueryData<ReviewInvitation>(reviewKeys.invitation(token), (page) => page && { ...page, review }),
  });
}
