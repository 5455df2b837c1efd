import { Injectable } from '@nestjs/common';
import type { GamesQuery } from '@app/contracts';
import { CachedJson } from './cached-json';
import { CatalogSnapshot } from './catalog-snapshot.service';
import { featuredOnly, type FeaturedQuery } from './featured-only';
import { filterGames } from './games-filter';

/** The public catalogue's HTTP answers, each pre-serialised per catalogue version (see CatalogSnapshot). */
@Injectable()
export class CatalogResponses {
  constructor(private readonly snapshot: CatalogSnapshot) {}

  packages(): Promise<CachedJson> {
    return this.snapshot.respond('packages', (data) => data.packages);
  }

  games(query: GamesQuery): Promise<CachedJson> {
    const key = `games:${query.spaceType ?? ''}:${query.minPlayers ?? ''}:${query.maxPlayers ?? ''}`;
    return this.snapshot.respond(key, (data) => filterGames(data.games, query));
  }

  gallery(query: FeaturedQuery): Promise<CachedJson> {
    return this.snapshot.respond(`gallery:${query.featured ?? ''}`, (data) => featuredOnly(data.gallery, query));
  }

  testimonials(query: FeaturedQuery): Promise<CachedJson> {
    return this.snapshot.respond(`testimonials:${query.featured ?? ''}`, (data) =>
      featuredOnly(data.testimonials, query),
    );
  }
}
