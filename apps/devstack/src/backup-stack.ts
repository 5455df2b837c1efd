import { join, resolve } from 'node:path';
import { loadConfig, type AppConfig } from '@app/config';
import { formatterFor } from '@app/contracts';
import { postgresDataDir, walSpoolFor } from '@app/devstack';
import { ROOT } from './paths';

/** The database `npm start` creates on its embedded PostgreSQL for the apps. */
export const STACK_DATABASE = 'champions';

/** `npm start`'s stack as the backup commands find it: the same settings, the same folders. */
export interface BackupStack {
  config: AppConfig;
  /** The embedded PostgreSQL's port (EMBEDDED_PG_PORT, as `npm start`), its data folder and WAL spool. */
  port: number;
  pgDataDir: string;
  walSpool: string;
}

/**
 * The env `npm start` gives its apps for backups: DATA_DIR/backups as the target unless BACKUP_DIR or
 * BACKUP_S3_BUCKET names one (outside PostgreSQL's data folder, so one loss does not take both). With DATABASE_URL
 * the database is not ours to archive (compose's WAL-G does), and nothing is added.
 */
export function withBackupDefaults(env: NodeJS.ProcessEnv, dataDir: string): NodeJS.ProcessEnv {
  if (env.DATABASE_URL || env.BACKUP_DIR?.trim() || env.BACKUP_S3_BUCKET?.trim()) return env;
  return { ...env, BACKUP_DIR: join(dataDir, 'backups') };
}

/** Finds the stack `npm start` runs here (DATA_DIR, EMBEDDED_PG_PORT); refuses a stack on another PostgreSQL. */
export async function findBackupStack(given: NodeJS.ProcessEnv = process.env): Promise<BackupStack> {
  if (given.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is set: these commands back up the embedded PostgreSQL; back up your own server with its tools ' +
        '(docker compose: WAL-G, docs/operations.md)',
    );
  }
  const dataDir = resolve(ROOT, given.DATA_DIR ?? '.data');
  // The apps' placeholders: these commands read the settings, they do not reach Redis or the apps' database.
  const env = { ...withBackupDefaults(given, dataDir), DATA_DIR: dataDir };
  const config = loadConfig({ DATABASE_URL: 'postgres://placeholder/db', REDIS_URL: 'redis://placeholder', ...env });
  const pgDataDir = await postgresDataDir(join(dataDir, 'pg'));
  return { config, port: Number(given.EMBEDDED_PG_PORT ?? 5433), pgDataDir, walSpool: walSpoolFor(pgDataDir) };
}

/** Bytes as people read them: "812 kB", "1.4 GB". */
export function sizeWords(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** A progress line at most every `everyMs` (and always the last): long work says how far it is without flooding. */
export function throttled(print: (line: string) => void, everyMs = 1_000): (line: string, last?: boolean) => void {
  let printedAt = 0;
  return (line, last = false) => {
    if (!last && Date.now() - printedAt < everyMs) return;
    printedAt = Date.now();
    print(line);
  };
}

/** "2026-12-01 14:05:09" on the business's clock: what `npm run restore -- --to` reads back. */
export function wallClock(at: Date, timeZone: string): string {
  const options = { dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' } as const;
  // Sweden's short style is ISO's order.
  return formatterFor(timeZone, options, 'sv-SE').format(at);
}
