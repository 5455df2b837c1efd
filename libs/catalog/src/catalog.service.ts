import { Injectable } from '@nestjs/common';
import type { GalleryImage, Game, GamesQuery, Package, Testimonial } from '@app/contracts';
import { CatalogSnapshot } from './catalog-snapshot.service';
import { featuredOnly, type FeaturedQuery } from './featured-only';
import { filterGames } from './games-filter';

/**
 * The catalogue's reads: the public API's and what other modules ask (bookings: "does game X exist?", "what does
 * package Y include?"). Answers come from the versioned snapshot, so they are at most a second behind another
 * replica's change and never cost a query of their own.
 */
@Injectable()
export class CatalogService {
  constructor(private readonly snapshot: CatalogSnapshot) {}

  async listGames(filter: GamesQuery = {}): Promise<Game[]> {
    return filterGames((await this.snapshot.current()).games, filter);
  }

  /** A catalogue game or an approved custom game (both draw ids from one sequence). */
  async findGame(id: number): Promise<Game | undefined> {
    return (await this.snapshot.current()).games.find((game) => game.id === id);
  }

  async gameExists(id: number): Promise<boolean> {
    return (await this.findGame(id)) !== undefined;
  }

  async listPackages(): Promise<Package[]> {
    return (await this.snapshot.current()).packages;
  }

  async listGallery(query: FeaturedQuery = {}): Promise<GalleryImage[]> {
    return featuredOnly((await this.snapshot.current()).gallery, query);
  }

  async listTestimonials(query: FeaturedQuery = {}): Promise<Testimonial[]> {
    return featuredOnly((await this.snapshot.current()).testimonials, query);
  }

  async findPackage(id: number): Promise<Package | undefined> {
    return (await this.snapshot.current()).packages.find((pkg) => pkg.id === id);
  }
}
