import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@app/devstack';
import { waitFor } from '@app/testing';

const LAUNCHER = join(__dirname, '../../../dist/apps/devstack/src/start.main.js');

/** Every process whose parent chain leads to `root`. */
function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // exited while we looked
    }
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent !== pid) continue;
      found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

const alive = (pid: number) =>
  existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');

/** `npm start`'s launcher on its embedded default, on private ports and a temporary data dir. */
describe('the start command', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let port: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'launcher-'));
    port = await freePort();
    env = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
    env.EMBEDDED_PG_PORT = String(await freePort());
    env.EMBEDDED_REDIS_PORT = String(await freePort());
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const launch = async (): Promise<{ child: ChildProcess; output: () => string; readyAfterMs: number }> => {
    const started = Date.now();
    const child = spawn(process.execPath, [LAUNCHER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    child.stderr!.on('data', (chunk) => (out += chunk));
    await waitFor(async () => out.includes('ready in') || child.exitCode !== null, 90_000, 'the launcher to be ready');
    if (child.exitCode !== null) throw new Error(`launcher exited early:\n${out}`);
    return { child, output: () => out, readyAfterMs: Date.now() - started };
  };

  const stop = async (child: ChildProcess) => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    return exited;
  };

  it('refuses a bad setting before starting anything, naming the variable', async () => {
    const child = spawn(process.execPath, [LAUNCHER], {
      env: { ...env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stderr!.on('data', (chunk) => (out += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(out).toContain('Invalid configuration: PORT must be a whole number, got "eighty"');
    expect(existsSync(join(dataDir, 'pg'))).toBe(false);
  });

  it('serves the site and health, then leaves no process behind on SIGTERM', async () => {
    const { child, output } = await launch();
    expect(output()).toContain(`http://localhost:${port}`);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(await page.text()).toContain('<div id="root">');
    expect(await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
    });

    const family = descendants(child.pid!);
    const names = family.map((pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim());
    expect(names).toEqual(expect.arrayContaining(['postgres', 'redis-server', 'node']));
    expect(await stop(child)).toBe(0);
    expect(output()).toContain('stopped cleanly');
    expect(family.filter(alive)).toEqual([]);
  }, 120_000);

  it('reuses its data on a second start and is ready well under 20 s', async () => {
    const { child, output, readyAfterMs } = await launch();
    expect(output()).not.toContain('migration applied');
    expect(readyAfterMs).toBeLessThan(20_000);
    await stop(child);
  }, 60_000);
});
