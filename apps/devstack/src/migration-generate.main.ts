import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { registerMigration } from '@app/database';
import { DevStack, runCommand, say, warn } from '@app/devstack';
import { DIST, ROOT } from './paths';

const MIGRATIONS_DIR = 'libs/base/database/src/migrations';
const TYPEORM_CLI = join(ROOT, 'node_modules/typeorm/cli.js');
const DATA_SOURCE = join(DIST, 'apps/api/src/migration-data-source.js');
const USAGE = 'usage: npm run migration:generate -- <kebab-case-name> | --check';

/**
 * `npm run migration:generate -- add-bookings`: applies every migration to a throwaway PostgreSQL, lets TypeORM
 * compare the result with the entities, writes the difference as `<timestamp>-add-bookings.ts` and adds it to the
 * migrations list. `-- --check` only reports: exit 0 when the entities and the migrations agree, 1 with the
 * missing SQL when they do not.
 */
async function main(): Promise<number> {
  const [arg, ...rest] = process.argv.slice(2);
  const check = arg === '--check';
  if (rest.length || !arg || (!check && !/^[a-z][a-z0-9-]*$/.test(arg))) {
    warn(USAGE);
    return 2;
  }
  const stack = new DevStack({ buildDir: DIST, postgres: { embedded: {} }, database: 'migrations', env: process.env });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stack.stop().then(() => process.exit(130)));
  }
  try {
    await stack.start();
    // --no-deprecation: TypeORM's own use of pg trips a pg@9 deprecation notice that says nothing about our schema.
    const typeorm = (args: string[], stdout: 'inherit' | 'ignore') =>
      runCommand(process.execPath, ['--no-deprecation', TYPEORM_CLI, ...args, '-d', DATA_SOURCE], {
        cwd: ROOT,
        env: stack.env,
        stdio: ['ignore', stdout, 'inherit'],
      });
    say('applying the existing migrations');
    if ((await typeorm(['migration:run'], 'ignore')) !== 0) throw new Error('the existing migrations did not apply');
    if (check) return await typeorm(['migration:generate', '--check', join(MIGRATIONS_DIR, 'check')], 'inherit');

    const before = new Set(await readdir(join(ROOT, MIGRATIONS_DIR)));
    if ((await typeorm(['migration:generate', join(MIGRATIONS_DIR, arg)], 'inherit')) !== 0) return 1;
    const file = (await readdir(join(ROOT, MIGRATIONS_DIR))).find((name) => !before.has(name));
    if (!file) throw new Error(`TypeORM reported a migration but no new file appeared in ${MIGRATIONS_DIR}`);
    const className = /export class (\w+)/.exec(await readFile(join(ROOT, MIGRATIONS_DIR, file), 'utf8'))?.[1];
    if (!className) throw new Error(`${file} declares no migration class`);
    const index = join(ROOT, MIGRATIONS_DIR, 'index.ts');
    await writeFile(index, registerMigration(await readFile(index, 'utf8'), className, file));
    const formatter = join(ROOT, 'node_modules/oxfmt/bin/oxfmt');
    await runCommand(process.execPath, [formatter, '--threads=1', join(MIGRATIONS_DIR, file), index], { cwd: ROOT });
    say(
      `wrote ${MIGRATIONS_DIR}/${file} and added ${className} to ${MIGRATIONS_DIR}/index.ts: review it before committing`,
    );
    return 0;
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    warn(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
