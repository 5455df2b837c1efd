import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { GalleryImage, Game, Package, Testimonial } from '@app/contracts';
import { KeptRead } from '@app/database';
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

/**
 * The whole public catalogue in memory (a KeptRead), reloaded only when the catalog_version row moves. Several api
 * replicas stay correct because each checks that row, not a local flag.
 */
@Injectable()
export class CatalogSnapshot {
  private readonly logger = new Logger(CatalogSnapshot.name);
  private readonly kept = new KeptRead<CatalogData>(
    async (data) => {
      const version = await readCatalogVersion(this.dataSource.manager);
      return data?.version === version ? data : this.load();
    },
    (err) => this.logger.warn(`catalogue version check failed (${String(err)}); serving the cached copy`),
  );

  constructor(private readonly dataSource: DataSource) {}

  /** This process changed the catalogue: look at the version on the next request instead of within a second. */
  invalidate(): void {
    this.kept.invalidate();
  }

  /** The current data (read-only), checked against the version row at most once per KEPT_READ_MS. */
  current(): Promise<CatalogData> | CatalogData {
    return this.kept.current();
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
