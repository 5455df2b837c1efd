import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { PAYPAL_SANDBOX_URL } from '@app/config';
import { freePort, say, startStack } from '@app/devstack';

/** This file runs from <build>/bench; the api it measures was built next to it. */
const BUILD = resolve(__dirname, '..');

export interface BenchStack {
  apiUrl: string;
  /** The api process, for reading its CPU time. */
  apiPid: number;
  databaseUrl: string;
  /** The api's METRICS_TOKEN, for the benches that read its counters. */
  metricsToken: string;
  /** Starts the worker (production settings, its own Chromium), once the benches that need it alone are done. */
  startWorker(): Promise<void>;
  /** The worker process once started, for reading its memory. */
  workerPid(): number | undefined;
  stop(): Promise<void>;
}

/**
 * The api as production runs it (NODE_ENV=production, request logging on, its output discarded), on the given
 * DATABASE_URL / REDIS_URL or on a throwaway embedded PostgreSQL and redis-server that are removed afterwards.
 */
export async function startBenchStack(): Promise<BenchStack> {
  // The seeded admin's credentials stay in this process too, for the benches that sign in (bench-admin-session.ts),
  // and the links' secret, for the host bench that accepts its host's invitation (bench-host-party.ts).
  process.env.ADMIN_USERNAME ??= 'bench-admin';
  process.env.ADMIN_PASSWORD ??= randomBytes(18).toString('base64url');
  process.env.BOOKING_LINK_SECRET ??= randomBytes(32).toString('hex');
  const port = await freePort();
  const metricsToken = randomBytes(24).toString('hex');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    // Production refuses to start without PayPal credentials. The bench makes no payment, so placeholders that
    // point at PayPal's own sandbox (never called here) satisfy the config check without a local sandbox process.
    PAYPAL_CLIENT_ID: process.env.PAYPAL_CLIENT_ID ?? 'bench-placeholder-client-id',
    PAYPAL_CLIENT_SECRET: process.env.PAYPAL_CLIENT_SECRET ?? 'bench-placeholder-secret',
    PAYPAL_WEBHOOK_ID: process.env.PAYPAL_WEBHOOK_ID ?? 'BENCHPLACEHOLDER',
    PAYPAL_BASE_URL: process.env.PAYPAL_BASE_URL ?? PAYPAL_SANDBOX_URL,
    // The limiter still runs on every booking (its cost is measured) but never refuses the one benching client.
    RATE_LIMIT_FACTOR: '10000',
    // Nothing scrapes the bench's worker; its default port may belong to a worker already running here.
    WORKER_METRICS_PORT: '0',
    METRICS_TOKEN: metricsToken,
  };
  const stack = await startStack({
    buildDir: BUILD,
    postgres: env.DATABASE_URL ? { url: env.DATABASE_URL } : { embedded: {} },
    redis: env.REDIS_URL ? { url: env.REDIS_URL } : { private: {} },
    database: 'bench',
    prepare: true,
    prepareOutput: 'hide',
    apps: ['api'],
    appOutput: 'discard',
    appNodeArgs: process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean),
    env,
  });
  say(`api ready on ${env.PUBLIC_URL} (NODE_ENV=production, LOG_LEVEL=${env.LOG_LEVEL})`);
  return {
    apiUrl: env.PUBLIC_URL!,
    apiPid: stack.pid('api')!,
    databaseUrl: stack.databaseUrl,
    metricsToken,
    startWorker: async () => void (await stack.startApps(['worker'])),
    workerPid: () => stack.pid('worker'),
    stop: () => stack.stop(),
  };
}
