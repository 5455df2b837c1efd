import { freePort } from '@app/devstack';

/** The launched api's and worker's METRICS_TOKEN. */
export const LAUNCHER_METRICS_TOKEN = 'launcher-test-metrics-token';

/**
 * The environment for running `npm start`'s launcher in a test: its embedded default (no DATABASE_URL, REDIS_URL,
 * SMTP_URL or PayPal credentials, so it starts PostgreSQL, Redis, MailDev and the PayPal sandbox itself) on free ports
 * and `dataDir`.
 */
export async function launcherTestEnv(dataDir: string): Promise<{ env: NodeJS.ProcessEnv; port: number }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    EMBEDDED_PG_PORT: String(await freePort()),
    EMBEDDED_REDIS_PORT: String(await freePort()),
    // The sandbox on a port of its own, not the test runner's.
    PAYPAL_SANDBOX_PORT: String(await freePort()),
    MAILDEV_SMTP_PORT: String(await freePort()),
    MAILDEV_WEB_PORT: String(await freePort()),
    WORKER_METRICS_PORT: String(await freePort()),
    METRICS_TOKEN: LAUNCHER_METRICS_TOKEN,
  };
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'PAYPAL_BASE_URL',
    'PAYPAL_CLIENT_ID',
    'PAYPAL_WEBHOOK_URL',
  ]) {
    delete env[name];
  }
  return { env, port };
}
