import { DataSource, EntitySchema } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { Seeder } from './seeder';

type EntityTarget = Function | EntitySchema;

/** Runs pending migrations, then every seeder, on a short-lived connection. Returns the migrations applied. */
export async function prepareDatabase(
  url: string,
  entities: EntityTarget[],
  seeders: Seeder[],
  log: (line: string) => void = () => undefined,
): Promise<string[]> {
  const dataSource = new DataSource({ ...dataSourceOptions(url), entities });
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    for (const migration of applied) log(`migration applied: ${migration.name}`);
    for (const seeder of seeders) {
      await seeder.run(dataSource);
      log(`seed ok: ${seeder.name}`);
    }
    return applied.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}
