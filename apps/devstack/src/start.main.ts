import { loadConfig } from '@app/config';
import {
  ensureSystemPackages,
  NodeService,
  REDIS_PACKAGE,
  RunningPostgres,
  RunningRedis,
  runCommand,
  say,
  since,
  startEmbeddedPostgres,
  startNodeService,
  startRedis,
  waitForHttpOk,
  warn,
} from '@app/devstack';
import { join, resolve } from 'node:path';
import { API_MAIN, PREPARE_MAIN, ROOT, WEB_DIST, WORKER_MAIN } from './paths';

const DATABASE_NAME = 'champions';

/**
 * `npm start`: the whole product on one machine. Uses DATABASE_URL / REDIS_URL when set, otherwise starts an
 * embedded PostgreSQL (data in .data/) and a private redis-server. Stops everything, in order, on Ctrl-C/SIGTERM.
 */
async function main(): Promise<void> {
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? WEB_DIST };
  // Validate every other setting now, before anything starts, so a typo stops us with the variable's name.
  try {
    loadConfig({ DATABASE_URL: 'postgres://placeholder/db', REDIS_URL: 'redis://placeholder', ...env });
  } catch (err) {
    warn(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
  const dataDir = resolve(ROOT, env.DATA_DIR ?? '.data');

  let postgres: RunningPostgres | undefined;
  let redis: RunningRedis | undefined;
  const services: NodeService[] = [];
  let stopping: Promise<void> | undefined;
  const shutdown = (reason: string) =>
    (stopping ??= (async () => {
      say(`stopping (${reason})`);
      await Promise.all(services.map((s) => s.stop()));
      await redis?.stop();
      await postgres?.stop();
      say('stopped cleanly');
    })());
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(signal).then(() => process.exit(0)));
  }

  try {
    if (!env.DATABASE_URL) {
      const port = Number(env.EMBEDDED_PG_PORT ?? 5433);
      say(`starting embedded PostgreSQL on 127.0.0.1:${port} (data: ${join(dataDir, 'pg')})`);
      postgres = await startEmbeddedPostgres(join(dataDir, 'pg'), port, warn);
      await postgres.ensureDatabase(DATABASE_NAME);
      env.DATABASE_URL = postgres.url(DATABASE_NAME);
    } else say('using DATABASE_URL');

    if (!env.REDIS_URL) {
      await ensureSystemPackages([REDIS_PACKAGE]);
      const port = Number(env.EMBEDDED_REDIS_PORT ?? 6390);
      say(`starting redis-server on 127.0.0.1:${port}`);
      redis = await startRedis(port);
      env.REDIS_URL = redis.url;
    } else say('using REDIS_URL');

    say('applying migrations and seed');
    if ((await runCommand(process.execPath, [PREPARE_MAIN], { env })) !== 0)
      throw new Error('database preparation failed');

    say('starting api and worker');
    services.push(startNodeService('api', API_MAIN, env), startNodeService('worker', WORKER_MAIN, env));
    const config = loadConfig(env);
    const api = services[0];
    await waitForHttpOk(`http://127.0.0.1:${config.port}/api/health`, 60_000, () => api.child.exitCode === null);
    for (const service of services) {
      service.child.once(
        'exit',
        (code) => void shutdown(`${service.name} exited with code ${code}`).then(() => process.exit(1)),
      );
    }
    say(`ready in ${since(started)}: ${config.publicUrl}  (Ctrl-C to stop)`);
  } catch (err) {
    warn(err instanceof Error ? err.message : String(err));
    await shutdown('start-up failed');
    process.exit(1);
  }
}

void main();
