import type { GamesQuery } from '@app/contracts';
import { sharedKeyRoots } from '@/lib/shared-query-keys';

/**
 * The catalogue's query keys. A public page's document seeds the cache under them (src/render-document.tsx reads them
 * from the same query options), so their values are what the pre-rendered state was written with.
 */
export const catalogKeys = {
  packages: () => ['packages'] as const,
  games: (query: GamesQuery) => [...sharedKeyRoots.games, query] as const,
  gallery: (featured: boolean) => ['gallery', { featured }] as const,
  /** Under the testimonials' root, which the admin's review moderation reads again. */
  featuredTestimonials: () => [...sharedKeyRoots.testimonials, { featured: true }] as const,
};
