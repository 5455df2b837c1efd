import { randomBytes } from 'node:crypto';
import { ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  ensureSystemPackages,
  freePort,
  REDIS_PACKAGE,
  RunningPostgres,
  RunningRedis,
  runCommand,
  say,
  startEmbeddedPostgres,
  startRedis,
  stopChild,
  waitForHttpOk,
  warn,
} from '@app/devstack';

/** This file runs from <build>/bench; the api it measures was built next to it. */
const BUILD = resolve(__dirname, '..');
const API_MAIN = join(BUILD, 'apps/api/src/main.js');
const PREPARE_MAIN = join(BUILD, 'apps/api/src/prepare.main.js');

export interface BenchStack {
  apiUrl: string;
  /** The api process, for reading its CPU time. */
  apiPid: number;
  stop(): Promise<void>;
}

/**
 * The api as production runs it (NODE_ENV=production, request logging on, its output discarded), on the given
 * DATABASE_URL / REDIS_URL or on a throwaway embedded PostgreSQL and redis-server that are removed afterwards.
 */
export async function startBenchStack(): Promise<BenchStack> {
  let postgres: RunningPostgres | undefined;
  let redis: RunningRedis | undefined;
  let api: ChildProcess | undefined;
  let tmp: string | undefined;
  const stop = async () => {
    if (api) await stopChild(api);
    await redis?.stop();
    await postgres?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
      ADMIN_USERNAME: process.env.ADMIN_USERNAME ?? 'bench-admin',
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? randomBytes(18).toString('base64url'),
    };
    if (!env.DATABASE_URL) {
      tmp = await mkdtemp(join(tmpdir(), 'champions-bench-'));
      await chmod(tmp, 0o755);
      const pgPort = await freePort();
      say(`starting a throwaway PostgreSQL on 127.0.0.1:${pgPort}`);
      postgres = await startEmbeddedPostgres(join(tmp, 'pg'), pgPort, warn);
      await postgres.ensureDatabase('bench');
      env.DATABASE_URL = postgres.url('bench');
    } else say('using DATABASE_URL');
    if (!env.REDIS_URL) {
      await ensureSystemPackages([REDIS_PACKAGE]);
      redis = await startRedis(await freePort());
      env.REDIS_URL = redis.url;
    } else say('using REDIS_URL');

    say('applying migrations and seed');
    if ((await runCommand(process.execPath, [PREPARE_MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] })) !== 0) {
      throw new Error('database preparation failed');
    }
    // stdout is discarded, not silenced: the api still pays for its request logging, as in production.
    api = spawn(process.execPath, [...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? []), API_MAIN], {
      env,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    await waitForHttpOk(`${env.PUBLIC_URL}/api/health`, 60_000, () => api?.exitCode === null);
    say(`api ready on ${env.PUBLIC_URL} (NODE_ENV=production, LOG_LEVEL=${env.LOG_LEVEL})`);
    return { apiUrl: env.PUBLIC_URL!, apiPid: api.pid!, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
