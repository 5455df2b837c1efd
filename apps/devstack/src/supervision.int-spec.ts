import { ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync, readlinkSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import request from 'supertest';
import { CRASHES_TO_GIVE_UP, descendants, isAlive } from '@app/devstack';
import { bookingPayload, catalogueGameIds, Inbox, loginAsAdmin, waitFor } from '@app/testing';
import { launcherTestEnv } from './launcher-test-env';

const LAUNCHER = join(__dirname, '../../../dist/apps/devstack/src/start.main.js');
/**
 * Limits for a slow shared machine, not figures under test. Back: a restart's 0.5-4 s delay, then a boot (a worker
 * about 3 s, PostgreSQL's crash recovery about 2 s). Stop: the launcher's own budget is 10 s.
 */
const BACK_LIMIT_MS = 30_000;
const STOP_LIMIT_MS = 30_000;

const execFileAsync = promisify(execFile);

/** A process's command line, or [] once it is gone. */
function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** `npm start`'s launcher as scripts/bootstrap.mjs runs it: a process group of its own, an IPC channel to its parent. */
function launch(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [LAUNCHER], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    output: () => output,
    /** The launcher's own lines (`» `, `! `) that start with `prefix`. */
    lines: (prefix: string) => output.split('\n').filter((line) => line.startsWith(prefix)),
    /** The running process of one of our apps (or of MailDev), by its script. */
    appPid: (app: 'api' | 'worker' | 'maildev') =>
      descendants(child.pid!).find((p) =>
        commandLine(p.pid).some((arg) =>
          arg.endsWith(app === 'maildev' ? 'bin/maildev.js' : `apps/${app}/src/main.js`),
        ),
      )?.pid,
  };
}
type Launched = ReturnType<typeof launch>;

/** The launcher's exit code, or 'still running' after STOP_LIMIT_MS. */
async function exitCode(run: Launched): Promise<number | null | 'still running'> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'still running'>(
    (resolve) => (timer = setTimeout(() => resolve('still running'), STOP_LIMIT_MS)),
  );
  try {
    return await Promise.race([run.exited, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `npm start` keeps the site up: a crashed worker, Redis, MailDev or PostgreSQL is started again (one line each), a
 * worker's Chromium ends with it, a PostgreSQL it did not start does not hold up its stop, and a crash loop ends it
 * with a message. One launcher serves the first five cases (the fifth stops it); the last starts one of its own.
 */
describe('npm start supervises what it starts', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let port: number;
  let url: string;
  let launcher: Launched;
  let games: number[];
  /** Every process a case saw, so that a failed assertion leaves none running. */
  const seen = new Set<number>();
  const remember = (run: Launched) => {
    for (const p of descendants(run.child.pid!)) seen.add(p.pid);
  };

  const ready = async (run: Launched) => {
    await waitFor(
      async () => run.output().includes('ready in') || run.child.exitCode !== null,
      120_000,
      'the launcher to be ready',
    );
    if (run.child.exitCode !== null) throw new Error(`the launcher exited early:\n${run.output()}`);
    seen.add(run.child.pid!);
    remember(run);
    return run;
  };

  /** One query on a connection of its own (PostgreSQL is killed in between). */
  const query = async (sql: string, params: unknown[] = []) => {
    const db = new Client({
      connectionString: `postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_PG_PORT}/champions`,
    });
    db.on('error', () => undefined);
    await db.connect();
    try {
      return (await db.query(sql, params)).rows;
    } finally {
      await db.end();
    }
  };
  const postmasterPid = () => {
    try {
      return Number(readFileSync(join(dataDir, 'pg/postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return undefined;
    }
  };
  const redisCli = (...args: string[]) =>
    execFileAsync('redis-cli', ['-p', env.EMBEDDED_REDIS_PORT!, ...args]).then(
      ({ stdout }) => stdout.trim(),
      () => undefined,
    );
  const health = async () =>
    (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then((res) => res.json())) as Record<
      string,
      unknown
    >;
  /** A new booking whose "we received your booking" job the worker has run. */
  const bookingHandled = async (what: string) => {
    const { body } = await request(url).post('/api/bookings').send(bookingPayload(games)).expect(201);
    await waitFor(
      async () =>
        (await query('SELECT notified_at FROM bookings WHERE id = $1', [body.id]).catch(() => []))[0]?.notified_at,
      BACK_LIMIT_MS,
      what,
    );
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'supervision-'));
    ({ env, port } = await launcherTestEnv(dataDir));
    url = `http://127.0.0.1:${port}`;
    // The traffic comes from one address; the abuse limits are not what is tested here.
    env.RATE_LIMIT_FACTOR = '1000';
    launcher = await ready(launch(env));
    games = (await catalogueGameIds(url)).slice(0, 3);
  }, 150_000);
  afterAll(async () => {
    for (const pid of seen) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a worker SIGKILLed while printing PDFs: one line, the api answers throughout, the worker comes back and works, and its Chromium ends with it', async () => {
    const admin = await loginAsAdmin(url);
    const { body: booking } = await request(url).post('/api/bookings').send(bookingPayload(games)).expect(201);
    const worker = await waitFor(async () => launcher.appPid('worker'), 10_000, 'the worker');
    // Confirming makes the worker print the confirmation PDF: Chromium starts under it, with a page to print on
    // (Chromium rewrites its command line as one string).
    await admin.post(`/api/admin/bookings/${booking.id}/confirm`).expect(204);
    const chromium = await waitFor(
      async () => {
        const browser = descendants(worker).filter((p) => p.name.startsWith('chrom'));
        return (
          browser.some((p) => commandLine(p.pid).join(' ').includes('--type=renderer')) && browser.map((p) => p.pid)
        );
      },
      30_000,
      'the worker to print a PDF',
    );
    chromium.forEach((pid) => seen.add(pid));

    let polling = true;
    const failures: string[] = [];
    let answers = 0;
    const poll = (async () => {
      while (polling) {
        try {
          const res = await fetch(`${url}/api/games`, { signal: AbortSignal.timeout(10_000) });
          if (res.ok) answers++;
          else failures.push(`status ${res.status}`);
        } catch (err) {
          failures.push(String((err as { cause?: { code?: string } }).cause?.code ?? err));
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    process.kill(worker, 'SIGKILL');
    try {
      const next = await waitFor(
        async () => (launcher.appPid('worker') ?? worker) !== worker && launcher.appPid('worker'),
        BACK_LIMIT_MS,
        'the worker to come back',
      );
      seen.add(next);
      // Chromium reads the end of its pipe as the worker's end: gone at once, a slow machine's limit.
      await waitFor(async () => chromium.every((pid) => !isAlive(pid)), 10_000, "the killed worker's Chromium to end");
      await bookingHandled('the restarted worker to run a job');
    } finally {
      polling = false;
      await poll;
    }
    expect(failures).toEqual([]);
    expect(answers).toBeGreaterThan(0);
    expect(launcher.lines('! worker')).toEqual(['! worker was killed by SIGKILL; restarting it in 0.5 s']);
  }, 90_000);

  it('a redis-server SIGKILLed: one line, started again on its port with its data, and the apps use it again', async () => {
    const before = descendants(launcher.child.pid!).find((p) => p.name === 'redis-server')!.pid;
    expect(await redisCli('SET', 'supervision:kept', 'yes')).toBe('OK');
    process.kill(before, 'SIGKILL');
    await waitFor(async () => (await redisCli('GET', 'supervision:kept')) === 'yes', BACK_LIMIT_MS, 'Redis back');
    const after = descendants(launcher.child.pid!).find((p) => p.name === 'redis-server')?.pid;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    seen.add(after!);
    await waitFor(async () => (await health()).redis === 'up', BACK_LIMIT_MS, 'the api to see Redis again');
    await bookingHandled('the worker to run a job on the restarted Redis');
    expect(launcher.lines('! redis-server')).toEqual(['! redis-server was killed by SIGKILL; restarting it in 0.5 s']);
  }, 90_000);

  it('MailDev SIGKILLed: one line, started again on its ports with the e-mails it had, and the worker sends to it again', async () => {
    const inbox = new Inbox(`http://127.0.0.1:${env.MAILDEV_WEB_PORT}`, `smtp://127.0.0.1:${env.MAILDEV_SMTP_PORT}`);
    const before = await inbox.mails();
    expect(before.length).toBeGreaterThan(0); // the cases above booked, and each booking e-mailed its parent
    const pid = launcher.appPid('maildev')!;
    process.kill(pid, 'SIGKILL');
    const next = await waitFor(
      async () => (launcher.appPid('maildev') ?? pid) !== pid && launcher.appPid('maildev'),
      BACK_LIMIT_MS,
      'MailDev to come back',
    );
    seen.add(next);
    // The worker's e-mail job records notified_at once MailDev accepted the e-mail (retried while it was away).
    await bookingHandled('an e-mail to the restarted MailDev');
    const after = await inbox.mails();
    expect(after.map((m) => m.id)).toEqual(expect.arrayContaining(before.map((m) => m.id)));
    expect(after.length).toBeGreaterThan(before.length);
    expect(launcher.lines('! MailDev')).toEqual(['! MailDev was killed by SIGKILL; restarting it in 0.5 s']);
  }, 90_000);

  it('the embedded PostgreSQL SIGKILLed: one line, started again on its data dir and port, and the site books again', async () => {
    const before = postmasterPid()!;
    expect(isAlive(before)).toBe(true);
    process.kill(before, 'SIGKILL');
    await waitFor(
      async () => postmasterPid() !== before && (await query('SELECT 1 AS up').catch(() => []))[0]?.up === 1,
      BACK_LIMIT_MS,
      'PostgreSQL back',
    );
    seen.add(postmasterPid()!);
    await waitFor(async () => (await health()).database === 'up', BACK_LIMIT_MS, 'the api to see PostgreSQL again');
    await bookingHandled('a booking after the restart');
    expect(launcher.lines('! PostgreSQL')).toEqual(['! PostgreSQL stopped; restarting it in 0.5 s']);
  }, 90_000);

  it('a PostgreSQL restarted by hand (not its child) is taken as it is, and stopped with the rest within the budget', async () => {
    const pid = postmasterPid()!;
    const restarts = launcher.lines('! PostgreSQL').length;
    const [, ...args] = commandLine(pid).filter(Boolean);
    const executable = readlinkSync(`/proc/${pid}/exe`);
    const { uid, gid } = statSync(`/proc/${pid}`);
    // An operator's restart, done while the launcher is paused so that it does not restart PostgreSQL first.
    process.kill(launcher.child.pid!, 'SIGSTOP');
    let byHand: ChildProcess;
    try {
      process.kill(pid, 'SIGINT');
      await waitFor(async () => !isAlive(pid), 10_000, 'PostgreSQL to stop');
      byHand = spawn(executable, args, { uid, gid, detached: true, stdio: 'ignore' });
      byHand.unref();
      seen.add(byHand.pid!);
      await waitFor(
        async () => postmasterPid() === byHand.pid && (await query('SELECT 1 AS up').catch(() => []))[0]?.up === 1,
        10_000,
        'the PostgreSQL started by hand',
      );
    } finally {
      process.kill(launcher.child.pid!, 'SIGCONT');
    }
    await bookingHandled('a booking on the PostgreSQL started by hand');
    expect(launcher.lines('! PostgreSQL')).toHaveLength(restarts); // taken as it is, not restarted

    const family = descendants(launcher.child.pid!).map((p) => p.pid);
    const stopping = Date.now();
    process.kill(launcher.child.pid!, 'SIGTERM');
    const code = await exitCode(launcher);
    process.stdout.write(`launcher stop with PostgreSQL started by hand: ${Date.now() - stopping} ms\n`);
    expect(code).toBe(0);
    expect(launcher.output()).toContain('stopped cleanly');
    expect([byHand!.pid!, ...family].filter(isAlive)).toEqual([]);
  }, 90_000);

  it(`gives up after ${CRASHES_TO_GIVE_UP} crashes of one app within a minute: a message, everything stopped, exit code 1`, async () => {
    const run = await ready(launch(env));
    let last: number | undefined;
    for (let crash = 1; crash <= CRASHES_TO_GIVE_UP; crash++) {
      const pid = await waitFor(
        async () => (run.appPid('worker') ?? last) !== last && run.appPid('worker'),
        BACK_LIMIT_MS,
        `worker start ${crash}`,
      );
      remember(run);
      process.kill(pid, 'SIGKILL');
      last = pid;
    }
    const code = await exitCode(run);
    expect(code).toBe(1);
    expect(run.lines('! worker')).toEqual(
      ['0.5', '1', '2', '4'].map((s) => `! worker was killed by SIGKILL; restarting it in ${s} s`),
    );
    expect(run.output()).toContain(
      `» stopping (worker was killed by SIGKILL: ${CRASHES_TO_GIVE_UP} crashes within a minute, giving up)`,
    );
    expect([...seen].filter(isAlive)).toEqual([]);
  }, 120_000);
});
