import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { descendants, isAlive } from '@app/devstack';
import { bookingPayload, catalogueGameIds, Inbox, loginAsAdmin, waitFor } from '@app/testing';
import { LAUNCHER_METRICS_TOKEN, launcherTestEnv } from './launcher-test-env';

const LAUNCHER = join(__dirname, '../../../dist/apps/devstack/src/start.main.js');

/** `npm start`'s launcher on its embedded default, on private ports and a temporary data dir. */
describe('the start command', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let port: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'launcher-'));
    ({ env, port } = await launcherTestEnv(dataDir));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  // A failed assertion must not leave a launcher (and its PostgreSQL, Redis, api and worker) running.
  const launched: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of launched.splice(0)) if (child.exitCode === null && child.signalCode === null) await stop(child);
  });

  const launch = async (extra: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; output: () => string }> => {
    const child = spawn(process.execPath, [LAUNCHER], { env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
    launched.push(child);
    let out = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    child.stderr!.on('data', (chunk) => (out += chunk));
    // "e-mails:" is the last line of the ready block (start.main.ts): its lines may arrive in chunks of their own.
    await waitFor(
      async () => out.includes('  e-mails: ') || child.exitCode !== null,
      90_000,
      'the launcher to be ready',
    );
    if (child.exitCode !== null) throw new Error(`launcher exited early:\n${out}`);
    return { child, output: () => out };
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

  it('serves the site and health, sends its e-mail to MailDev, then leaves no process behind on SIGTERM', async () => {
    const { child, output } = await launch();
    expect(output()).toContain(`http://localhost:${port}`);
    expect(output()).toContain(`e-mails: http://127.0.0.1:${env.MAILDEV_WEB_PORT}`);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(await page.text()).toContain('<div id="root">');
    // The worker starts after the api; its first heartbeat turns "degraded" (no worker seen) into "ok".
    const health = await waitFor(
      async () => {
        const report = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as { status: string };
        return report.status === 'ok' ? report : undefined;
      },
      30_000,
      'health to see the worker',
    );
    expect(health).toMatchObject({ database: 'up', redis: 'up', worker: 'up' });
    const scrape = { headers: { Authorization: `Bearer ${LAUNCHER_METRICS_TOKEN}` } };
    expect(await (await fetch(`http://127.0.0.1:${port}/metrics`, scrape)).text()).toMatch(
      /^http_request_duration_seconds_count\{[^}]*route="\/api\/health",status="200"[^}]*\} [1-9]/m,
    );
    expect(await (await fetch(`http://127.0.0.1:${env.WORKER_METRICS_PORT}/metrics`, scrape)).text()).toMatch(
      /^champions_jobs_completed_total\{[^}]*queue="email"[^}]*\} \d+$/m,
    );

    const sandbox = `http://127.0.0.1:${env.PAYPAL_SANDBOX_PORT}`;
    expect((await fetch(`${sandbox}/health`)).status).toBe(200);
    expect(await (await fetch(`${sandbox}/sdk/js`)).text()).toContain('Buttons');

    // Without SMTP_URL every e-mail goes to MailDev, readable on its page and through its REST API.
    const inbox = new Inbox(`http://127.0.0.1:${env.MAILDEV_WEB_PORT}`, `smtp://127.0.0.1:${env.MAILDEV_SMTP_PORT}`);
    const booking = bookingPayload((await catalogueGameIds(`http://127.0.0.1:${port}`)).slice(0, 3));
    await request(`http://127.0.0.1:${port}`).post('/api/bookings').send(booking).expect(201);
    const [mail] = await inbox.waitForMails({ to: booking.parentEmail as string });
    expect(mail.subject).toMatch(/^We received your booking/);
    const inboxPage = await fetch(inbox.url, { headers: { Accept: 'text/html' } }); // as a browser asks for it
    expect(await inboxPage.text()).toContain('<title>MailDev</title>');

    const family = descendants(child.pid!);
    expect(family.map((p) => p.name)).toEqual(expect.arrayContaining(['postgres', 'redis-server', 'node']));
    expect(await stop(child)).toBe(0);
    expect(output()).toContain('stopped cleanly');
    expect(family.filter((p) => isAlive(p.pid))).toEqual([]);
  }, 120_000);

  it('on a second start: reuses its data, says what an operator needs and nothing of Nest, and logs no expected refusal', async () => {
    // As scripts/bootstrap.mjs passes it on: the command started a minute ago (installs, builds).
    const { child, output } = await launch({ COMMAND_STARTED_AT: String(Date.now() - 60_000), LOG_LEVEL: 'info' });
    expect(output()).not.toContain('migration applied');
    const lines = output().split('\n');
    expect(lines).toEqual(expect.arrayContaining([`» starting MailDev (SMTP on 127.0.0.1:${env.MAILDEV_SMTP_PORT})`]));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^» ready in (6\d|[7-9]\d|\d{3,})\.\d s$/),
        `»   site:    http://localhost:${port}`,
        `»   e-mails: http://127.0.0.1:${env.MAILDEV_WEB_PORT}`,
      ]),
    );
    // Nest's start-up narration (a line per module and per route) is left to LOG_LEVEL=debug.
    expect(
      lines.filter((line) => /InstanceLoader|RoutesResolver|RouterExplorer|NestFactory|NestApplication/.test(line)),
    ).toEqual([]);

    // A promo code that exists already is a 409 for the admin, not a database error in the log.
    const admin = await loginAsAdmin(`http://127.0.0.1:${port}`);
    const promo = {
      code: `DUPE${Date.now()}`,
      discountType: 'percentage',
      discountValue: 10,
      description: 'Twice',
      usageLimit: 5,
      userUsageLimit: 1,
      startDate: '2026-01-01',
      expiresAt: null,
      isActive: true,
    };
    await admin.post('/api/admin/promo-codes').send(promo).expect(201);
    expect((await admin.post('/api/admin/promo-codes').send(promo).expect(409)).body.code).toBe('PROMO_CODE_TAKEN');
    await new Promise((resolve) => setTimeout(resolve, 500)); // PostgreSQL's log line would arrive meanwhile
    expect(output()).not.toMatch(/ERROR|duplicate key/);
    await stop(child);
  }, 120_000);
});
