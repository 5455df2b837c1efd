import { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { Seeder } from '@app/database';
import { bumpCatalogVersion } from '../catalog-version';
import { GalleryImageEntity } from '../entities/gallery-image.entity';
import { GameEntity } from '../entities/game.entity';
import { PackageEntity } from '../entities/package.entity';
import { TestimonialEntity } from '../entities/testimonial.entity';
import { GALLERY_SEED } from './gallery.seed';
import { GAME_SEED } from './games.seed';
import { PACKAGE_SEED } from './packages.seed';
import { TESTIMONIAL_SEED } from './testimonials.seed';

/**
 * Upserts the catalogue content by slug. Rows whose content is already current are not touched, and the catalogue
 * version only moves when something did change, so a restart does not throw away every replica's cache.
 * Rows no longer in the seed are left alone: bookings may reference their ids.
 */
export const catalogSeeder: Seeder = {
  name: 'catalog',
  run: (dataSource: DataSource) =>
    dataSource.transaction(async (manager) => {
      const changed =
        (await upsertBySlug(manager, PackageEntity, PACKAGE_SEED)) +
        (await upsertBySlug(manager, GameEntity, GAME_SEED)) +
        (await upsertBySlug(manager, GalleryImageEntity, GALLERY_SEED)) +
        (await upsertBySlug(manager, TestimonialEntity, TESTIMONIAL_SEED));
      if (changed > 0) await bumpCatalogVersion(manager);
    }),
};

/** Returns how many rows were inserted or updated. */
async function upsertBySlug<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: Omit<T, 'id'>[],
): Promise<number> {
  const columns = manager
    .getRepository(entity)
    .metadata.columns.filter((c) => !c.isPrimary && c.propertyName !== 'slug')
    .map((c) => c.databaseName);
  const result = await manager
    .createQueryBuilder()
    .insert()
    .into(entity)
    .values(rows as unknown as T[])
    .orUpdate(columns, ['slug'], { skipUpdateIfNoValuesChanged: true })
    .returning(['id'])
    .execute();
  return (result.raw as unknown[]).length;
}
