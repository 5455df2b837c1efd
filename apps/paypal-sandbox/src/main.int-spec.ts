import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '@app/devstack';
import { waitFor } from '@app/testing';

const MAIN = join(__dirname, '../../../dist/apps/paypal-sandbox/src/main.js');

function run(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

describe('the PayPal sandbox process', () => {
  it('never starts in production', async () => {
    const sandbox = run({ NODE_ENV: 'production', PAYPAL_SANDBOX_PORT: String(await freePort()) });
    expect(await sandbox.exited).toBe(1);
    expect(sandbox.output()).toContain('never runs in production');
  });

  it('serves on PAYPAL_SANDBOX_PORT and stops on SIGTERM', async () => {
    const port = await freePort();
    const sandbox = run({ NODE_ENV: 'development', PAYPAL_SANDBOX_PORT: String(port) });
    try {
      await waitFor(async () => sandbox.output().includes('ready'), 10_000, 'the sandbox to listen');
      expect(await (await fetch(`http://127.0.0.1:${port}/health`)).json()).toEqual({ status: 'ok' });
    } finally {
      sandbox.child.kill('SIGTERM');
    }
    expect(await sandbox.exited).toBe(0);
  });
});
