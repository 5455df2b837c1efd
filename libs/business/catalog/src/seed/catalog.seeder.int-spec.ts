import { startTestApp, TestApp } from '@app/testing';
import { CatalogModule } from '../catalog.module';
import { readCatalogVersion } from '../catalog-version';
import { catalogSeeder } from './catalog.seeder';
import { GAME_SEED } from './games.seed';

describe('catalog seeder', () => {
  let t: TestApp;
  const version = () => readCatalogVersion(t.dataSource.manager);

  beforeAll(async () => {
    t = await startTestApp({ imports: [CatalogModule] });
  });
  afterAll(() => t.close());

  it('changes nothing, not even the catalogue version, when the content is current', async () => {
    await catalogSeeder.run(t.dataSource);
    const before = await version();
    await catalogSeeder.run(t.dataSource);
    expect(await version()).toBe(before);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM games`);
    expect(count).toBe(GAME_SEED.length);
  });

  it('restores drifted content by slug and moves the version so every replica reloads', async () => {
    const { slug, spaceRequired } = GAME_SEED[0];
    await t.dataSource.query(`UPDATE games SET space_required = 'drifted value' WHERE slug = $1`, [slug]);
    const before = await version();
    await catalogSeeder.run(t.dataSource);
    expect(BigInt(await version())).toBeGreaterThan(BigInt(before));
    const [row] = await t.dataSource.query(`SELECT space_required FROM games WHERE slug = $1`, [slug]);
    expect(row.space_required).toBe(spaceRequired);
  });
});
