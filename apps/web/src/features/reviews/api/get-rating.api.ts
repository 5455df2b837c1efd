import type { ReviewRating } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** GET /api/testimonials/rating: the approved reviews' average and count (docs/product/reviews.md#testimonials). */
export const ratingQueryOptions = () =>
  queryOptions({
    queryKey: reviewKeys.rating(),
    queryFn: () => api.get<ReviewRating>('/api/testimonials/rating'),
  });

export const useReviewRating = () => useQuery(ratingQueryOptions());
