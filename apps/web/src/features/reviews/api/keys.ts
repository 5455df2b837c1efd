import { sharedKeyRoots } from '@/lib/shared-query-keys';

export const reviewKeys = {
  /** Under the testimonials' root: a moderated review changes the rating as it changes the testimonials. */
  rating: () => [...sharedKeyRoots.testimonials, 'rating'] as const,
  invitation: (token: string) => ['reviews', token] as const,
};
