import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { GalleryImage, Game, Package, Testimonial } from '@app/contracts';
import { approvedCustomGameToGame, toGalleryImage, toGame, toPackage, toTestimonial } from './catalog.mappers';
import { readCatalogVersion } from './catalog-version';
import { CustomGameEntity } from './entities/custom-game.entity';
import { GalleryImageEntity } from './entities/gallery-image.entity';
import { GameEntity } from './entities/game.entity';
import { PackageEntity } from './entities/package.entity';
import { TestimonialEntity } from './entities/testimonial.entity';

export interface CatalogData {
  version: string;
  packages: Package[];
  games: Game[];
  gallery: GalleryImage[];
  testimonials: Testimonial[];
}

/** How stale another replica's change may look here: the version row is read at most this often. */
export const VERSION_CHECK_MS = 1000;

/**
 * The whole public catalogue in memory, reloaded only when the catalog_version row moves. Several api replicas stay correct because each checks that row, not a local flag.
 */
@Injectable()
export class CatalogSnapshot {
  private readonly logger = new Logger(CatalogSnapshot.name);
  private data?: CatalogData;
  private checkedAt = 0;
  private invalidations = 0;
  private checking?: Promise<CatalogData>;

  constructor(private readonly dataSource: DataSource) {}

  /** This process changed the catalogue: look at the version on the next request instead of within a second. */
  invalidate(): void {
    this.checkedAt = 0;
    this.invalidations++;
  }

  /** The current data (read-only), checked against the version row at most once per VERSION_CHECK_MS. */
  current(): Promise<CatalogData> | CatalogData {
    if (this.data && Date.now() - this.checkedAt < VERSION_CHECK_MS) return this.data;
    // One check in flight, however many requests arrive meanwhile.
    this.checking ??= this.refresh().finally(() => (this.checking = undefined));
    // The copy in hand answers while the check runs: a read never waits for a connection that an exhausted pool or a
    // PostgreSQL outage can take seconds to give or refuse. Only a change made here (invalidate) waits for its check,
    // so whoever made it reads it back.
    return this.data && this.checkedAt > 0 ? this.data : this.checking;
  }

  private async refresh(): Promise<CatalogData> {
    const startedAt = Date.now();
    const invalidations = this.invalidations;
    try {
      const version = await readCatalogVersion(this.dataSource.manager);
      if (!this.data || this.data.version !== version) {
        this.data = await this.load();
      }
    } catch (err) {
      // Keep serving the last good copy through a database hiccup; without one there is nothing to serve.
      if (!this.data) throw err;
      this.logger.warn(`catalogue version check failed (${String(err)}); serving the cached copy`);
    }
    // A check that began before a local change may have read the old version: leave the next request to look again.
    if (invalidations === this.invalidations) this.checkedAt = startedAt;
    return this.data;
  }

  /** One repeatable-read transaction, so the version and the rows describe the same moment. */
  private load(): Promise<CatalogData> {
    return this.dataSource.transaction('REPEATABLE READ', async (m: EntityManager) => {
      const version = await readCatalogVersion(m);
      // One connection runs one query at a time: sequential awaits, not Promise.all.
      const packages = await m.find(PackageEntity, { order: { tier: 'ASC' } });
      const games = await m.find(GameEntity, { order: { id: 'ASC' } });
      const approved = await m.find(CustomGameEntity, { where: { status: 'approved' }, order: { id: 'ASC' } });
      const gallery = await m.find(GalleryImageEntity, { order: { id: 'ASC' } });
      const testimonials = await m.find(TestimonialEntity, { order: { id: 'ASC' } });
      return {
        version,
        packages: packages.map(toPackage),
        games: [...games.map(toGame), ...approved.map(approvedCustomGameToGame)],
        gallery: gallery.map(toGalleryImage),
        testimonials: testimonials.map(toTestimonial),
      };
    });
  }
}
