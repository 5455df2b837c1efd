import { Injectable } from '@nestjs/common';
import type { Game, GamesQuery, Package, Testimonial } from '@app/contracts';
import type { PreparedJson } from '@app/http';
import { CatalogSnapshot } from './catalog-snapshot.service';
import { featuredOnly, type FeaturedQuery } from './featured-only';
import { filterGames } from './games-filter';
import { PreparedAnswers } from './prepared-answers';

/**
 * A list's answer key: every field of its filter, so a filter added to a query DTO later can never share another's
 * answer.
 */
const answerKey = (list: string, filter: object) =>
  `${list}?${Object.entries(filter)
    .map(([field, value]) => `${field}=${String(value)}`)
    .join('&')}`;

/**
 * The catalogue's reads: the public API's and what other modules ask (bookings: "does game X exist?", "what does
 * package Y include?"). Answers come from the versioned snapshot, so they are at most a second behind another
 * replica's change and never cost a query of their own. The public lists are the same bytes until the catalogue
 * changes: they are prepared once per version and filter (PreparedAnswers).
 */
@Injectable()
export class CatalogService {
  private readonly answers = new PreparedAnswers();

  constructor(private readonly snapshot: CatalogSnapshot) {}

  async gamesAnswer(filter: GamesQuery = {}): Promise<PreparedJson> {
    const data = await this.snapshot.current();
    return this.answers.of(data, answerKey('games', filter), () => filterGames(data.games, filter));
  }

  /** A catalogue game or an approved custom game (both draw ids from one sequence). */
  async findGame(id: number): Promise<Game | undefined> {
    return (await this.snapshot.current()).games.find((game) => game.id === id);
  }

  async gameExists(id: number): Promise<boolean> {
    return (await this.findGame(id)) !== undefined;
  }

  async packagesAnswer(): Promise<PreparedJson> {
    const data = await this.snapshot.current();
    return this.answers.of(data, 'packages', () => data.packages);
  }

  async galleryAnswer(query: FeaturedQuery = {}): Promise<PreparedJson> {
    const data = await this.snapshot.current();
    return this.answers.of(data, answerKey('gallery', query), () => featuredOnly(data.gallery, query));
  }

  /**
   * The seeded sample testimonials: libs/business/reviews answers GET /api/testimonials with its approved reviews, and these
   * only while no review is approved (docs/product/reviews.md#testimonials).
   */
  async sampleTestimonials(query: FeaturedQuery = {}): Promise<Testimonial[]> {
    return featuredOnly((await this.snapshot.current()).testimonials, query);
  }

  async findPackage(id: number): Promise<Package | undefined> {
    return (await this.snapshot.current()).packages.find((pkg) => pkg.id === id);
  }
}
