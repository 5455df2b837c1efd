import type { GalleryImage, Game, GamesQuery, Package, Testimonial } from '@app/contracts';
import { toGalleryImage, toGame, toPackage, toTestimonial } from '../catalog.mappers';
import { featuredOnly, type FeaturedQuery } from '../featured-only';
import { filterGames } from '../games-filter';
import { GALLERY_SEED } from './gallery.seed';
import { GAME_SEED } from './games.seed';
import { PACKAGE_SEED } from './packages.seed';
import { TESTIMONIAL_SEED } from './testimonials.seed';

/** Ids as a fresh database gives them: the seeder inserts each table's rows in seed order. */
const withIds = <T extends { id: number }>(rows: Omit<T, 'id'>[]): T[] =>
  rows.map((row, index) => ({ ...row, id: index + 1 }) as T);

/** The public catalogue reads, answered the way CatalogService answers them. */
export interface CatalogReads {
  packages(): Package[];
  games(query: GamesQuery): Game[];
  gallery(query: FeaturedQuery): GalleryImage[];
  testimonials(query: FeaturedQuery): Testimonial[];
}

/**
 * The catalogue reads over the seed content instead of the database, through the API's own mappers, filters and
 * order (CatalogSnapshot.load): what a freshly seeded site answers. The SPA's build pre-renders its public pages
 * with it; the API itself always reads the database. Free of TypeORM and Nest at run time (entity types only).
 */
export function seedCatalogReads(): CatalogReads {
  const packages = withIds<Parameters<typeof toPackage>[0]>(PACKAGE_SEED)
    .map(toPackage)
    .sort((a, b) => a.tier - b.tier);
  const games = withIds<Parameters<typeof toGame>[0]>(GAME_SEED).map(toGame);
  const gallery = withIds<Parameters<typeof toGalleryImage>[0]>(GALLERY_SEED).map(toGalleryImage);
  const testimonials = withIds<Parameters<typeof toTestimonial>[0]>(TESTIMONIAL_SEED).map(toTestimonial);
  return {
    packages: () => packages,
    games: (query) => filterGames(games, query),
    gallery: (query) => featuredOnly(gallery, query),
    testimonials: (query) => featuredOnly(testimonials, query),
  };
}
