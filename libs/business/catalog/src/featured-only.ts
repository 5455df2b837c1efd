export interface FeaturedQuery {
  featured?: boolean;
}

/** The `featured` query of /api/gallery and /api/testimonials: absent means every item. */
export const featuredOnly = <T extends { featured?: boolean }>(items: T[], { featured }: FeaturedQuery): T[] =>
  featured === undefined ? items : items.filter((item) => Boolean(item.featured) === featured);
