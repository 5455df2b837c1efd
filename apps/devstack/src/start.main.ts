import { LOCAL_PAYPAL, loadConfig, readLocalInboxConfig } from '@app/config';
import { DevStack, runCommand, say, since, warn } from '@app/devstack';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { STACK_DATABASE, withBackupDefaults } from './backup-stack';
import { DIST, ROOT, WEB_DIST } from './paths';
import { readReplicas } from './replicas-setting';
import { launcherPidFile, RESTART_SIGNAL, writeRestartStatus } from './restart-signal';

/**
 * When the command started (epoch ms), set by scripts/bootstrap.mjs before it installs and builds: "ready in" counts
 * from there, as the person who typed `npm start` does.
 */
const COMMAND_STARTED_AT = 'COMMAND_STARTED_AT';

/**
 * `npm start`: the whole product on one machine. Uses DATABASE_URL / REDIS_URL / SMTP_URL when set, otherwise starts
 * an embedded PostgreSQL (data in .data/), a private redis-server and MailDev (the local inbox). Stops everything, in
 * order, on Ctrl-C/SIGTERM.
 */
async function main(): Promise<void> {
  const started = Number(process.env[COMMAND_STARTED_AT]) || Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? WEB_DIST };
  delete env[COMMAND_STARTED_AT];
  // Validate every other setting now, before anything starts, so a typo stops us with the variable's name.
  let inbox: ReturnType<typeof readLocalInboxConfig>;
  let replicas: ReturnType<typeof readReplicas>;
  try {
    loadConfig({ DATABASE_URL: 'postgres://placeholder/db', REDIS_URL: 'redis://placeholder', ...env });
    inbox = readLocalInboxConfig(env);
    replicas = readReplicas(env);
  } catch (err) {
    warn(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }

  const dataDir = resolve(ROOT, env.DATA_DIR ?? '.data');
  // The embedded PostgreSQL archives its WAL (DevStack); the worker ships it with base backups (docs/operations.md).
  Object.assign(env, withBackupDefaults(env, dataDir));
  const stack = new DevStack({
    buildDir: DIST,
    dataDir,
    postgres: env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : { embedded: { port: Number(env.EMBEDDED_PG_PORT ?? 5433) } },
    redis: env.REDIS_URL ? { url: env.REDIS_URL } : { private: { port: Number(env.EMBEDDED_REDIS_PORT ?? 6390) } },
    // Without an SMTP server every e-mail goes to MailDev, where it can be read (docs/running.md).
    inbox: env.SMTP_URL ? undefined : inbox,
    database: STACK_DATABASE,
    prepare: true,
    // A crashed app, Redis, PostgreSQL or MailDev is restarted; the site stays up (docs/running.md).
    supervise: true,
    // Without PayPal credentials the api talks to the local PayPal sandbox (docs/paypal.md).
    apps: env.PAYPAL_CLIENT_ID ? ['api', 'worker'] : ['paypal-sandbox', 'api', 'worker'],
    // Several apis run behind Caddy with compose's proxy settings (docs/running.md#replicas).
    replicas,
    caddyfile: join(ROOT, 'docker/Caddyfile'),
    env: env.PAYPAL_CLIENT_ID
      ? env
      : { ...env, PAYPAL_SANDBOX_PORT: env.PAYPAL_SANDBOX_PORT || String(LOCAL_PAYPAL.port) },
  });
  // `npm run restart` finds this process here (restart.main.ts).
  const pidFile = launcherPidFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(pidFile, String(process.pid));
  let stopping: Promise<void> | undefined;
  const shutdown = (reason: string) =>
    (stopping ??= (async () => {
      say(`stopping (${reason})`);
      await stack.stop();
      rmSync(pidFile, { force: true });
      say('stopped cleanly');
    })());
  // SIGHUP to this process alone (`npm run restart`) is a rolling restart; a terminal's hangup reaches it as SIGTERM
  // (scripts/bootstrap.mjs).
  let restarting: Promise<void> | undefined;
  process.on(RESTART_SIGNAL, () => {
    if (stopping) return;
    if (restarting) return say('a rolling restart is already under way');
    restarting = rollingRestart(stack, dataDir).finally(() => (restarting = undefined));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shutdown(signal).then(() => exitWhenWritten(0)));
  }
  // Started by scripts/bootstrap.mjs over IPC: if it dies without passing a signal on, stop rather than linger.
  process.on('disconnect', () => void shutdown('npm start exited').then(() => exitWhenWritten(0)));

  // Something crashed too often to restart again (also during start-up): stop the rest, and say it failed.
  stack.onFailure((reason) => void shutdown(reason).then(() => exitWhenWritten(1)));
  try {
    await stack.start();
    say(`ready in ${since(started)}`);
    say(`  site:    ${loadConfig(stack.env).publicUrl}`);
    say(`  e-mails: ${stack.inboxUrl ?? `sent through SMTP_URL`}`);
    if (replicas.api > 1)
      say(`  api:     ${replicas.api} replicas behind Caddy (\`npm run restart\` replaces them one at a time)`);
    say('  Ctrl-C to stop');
  } catch (err) {
    if (stopping) return;
    warn(err instanceof Error ? err.message : String(err));
    await shutdown('start-up failed');
    process.exit(1);
  }
}

/**
 * The current build (what scripts/bootstrap.mjs builds for `npm start`: nothing when no source changed), then the
 * stack's rolling restart. A failed step leaves what still runs as it is, with one line. Each start and end is written
 * to the data dir for `npm run restart`, which waits on it.
 */
async function rollingRestart(stack: DevStack, dataDir: string): Promise<void> {
  const startedAt = Date.now();
  writeRestartStatus(dataDir, { state: 'running', startedAt });
  const failed = (reason: string) => {
    warn(`rolling restart stopped: ${reason}`);
    writeRestartStatus(dataDir, { state: 'failed', startedAt, endedAt: Date.now(), reason });
  };
  say('rolling restart: building what changed');
  const built = await runCommand(process.execPath, [join(ROOT, 'scripts/bootstrap.mjs'), 'build'], { cwd: ROOT });
  if (built !== 0) return failed('the build failed; the running apps stay as they are');
  try {
    await stack.rollingRestart();
    say(`rolling restart finished ${since(startedAt)} after the signal`);
    writeRestartStatus(dataDir, { state: 'finished', startedAt, endedAt: Date.now() });
  } catch (err) {
    failed(err instanceof Error ? err.message : String(err));
  }
}

/** Exits once the last lines reached stdout: to a pipe the write may still be pending, and exit() would drop it. */
function exitWhenWritten(code: number): void {
  process.stdout.write('', () => process.exit(code));
}

void main();
