import 'reflect-metadata';
import { ConfigError, loadConfig } from '@app/config';
import { prepareDatabase } from '@app/database';
import { SEED_ENTITIES, SEEDERS } from './seeders';

/** `node dist/apps/api/src/prepare.main.js`: apply migrations and seed. Run before api and worker start. */
async function main(): Promise<void> {
  const { databaseUrl } = loadConfig();
  const applied = await prepareDatabase(databaseUrl, SEED_ENTITIES, SEEDERS, (line) => console.log(line));
  console.log(
    applied.length ? `database ready (${applied.length} migrations applied)` : 'database ready (schema up to date)',
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
