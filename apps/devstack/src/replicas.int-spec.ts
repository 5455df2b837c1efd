import { ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { BOOKING_RULES } from '@app/contracts';
import { descendants, isAlive } from '@app/devstack';
import { DRAIN_MESSAGE } from '@app/http';
import { bookingPayload, catalogueGameIds, waitFor } from '@app/testing';
import { fetchTimed, postJson, TimedAnswer } from './booking-load';
import { launcherTestEnv } from './launcher-test-env';
import { ROOT } from './paths';

const LAUNCHER = join(__dirname, '../../../dist/apps/devstack/src/start.main.js');
/** Parents booking at once, each again about every BOOKING_PACE_MS, and readers of the catalogue every READ_PACE_MS. */
const PARENTS = 4;
const BOOKING_PACE_MS = 400;
const READERS = 2;
const READ_PACE_MS = 250;
/** Traffic before a fault and after the stack is whole again: what a fault leaves behind shows too. */
const SETTLE_MS = 4_000;
/** Limits for a slow shared machine, not figures under test. */
const BACK_LIMIT_MS = 60_000;

const execFileAsync = promisify(execFile);

/** One answer as a parent's browser saw it, or the error (a refused or cut connection) that stood in for it. */
interface Seen {
  path: string;
  /** When it was answered (epoch ms). */
  at: number;
  answer?: TimedAnswer;
  error?: string;
}

/**
 * A parent as the booking form is (booking-form.contract.ts): one Idempotency-Key per booking, sent again with the same
 * key after the Retry-After of a coded 503 or a 409 IDEMPOTENCY_KEY_IN_FLIGHT, a few times.
 */
async function book(url: string, body: Record<string, unknown>, seen: Seen[]): Promise<void> {
  const key = randomUUID();
  for (let attempt = 0; attempt <= BOOKING_RULES.inFlightRetries; attempt++) {
    let answer: TimedAnswer;
    try {
      answer = await postJson(`${url}/api/bookings`, body, { 'idempotency-key': key });
    } catch (err) {
      return void seen.push({ path: 'POST /api/bookings', at: Date.now(), error: errorCode(err) });
    }
    seen.push({ path: 'POST /api/bookings', at: Date.now(), answer });
    const comeBack = answer.status === 503 || answer.body?.code === 'IDEMPOTENCY_KEY_IN_FLIGHT';
    if (!comeBack) return;
    const seconds = Number(answer.retryAfter) || BOOKING_RULES.inFlightRetryFallbackSeconds;
    await new Promise((r) => setTimeout(r, seconds * 1000));
  }
}

const errorCode = (err: unknown) =>
  String((err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message ?? err);

/** Parents booking and readers reading through the site's one address until stop(). */
function parentsAndReaders(url: string, games: number[]) {
  const seen: Seen[] = [];
  let running = true;
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const parent = async () => {
    while (running) {
      await book(url, bookingPayload(games), seen);
      await pause(BOOKING_PACE_MS);
    }
  };
  const reader = async () => {
    for (let i = 0; running; i++) {
      const path = i % 2 ? '/api/games' : '/api/packages';
      try {
        seen.push({ path: `GET ${path}`, answer: await fetchTimed(`${url}${path}`), at: Date.now() });
      } catch (err) {
        seen.push({ path: `GET ${path}`, at: Date.now(), error: errorCode(err) });
      }
      await pause(READ_PACE_MS);
    }
  };
  const lanes = [...Array.from({ length: PARENTS }, parent), ...Array.from({ length: READERS }, reader)];
  return {
    seen,
    stop: async () => {
      running = false;
      await Promise.all(lanes);
      return seen;
    },
  };
}

/**
 * What no parent may see (docs/product/api.md#server-rules): a refused or cut connection, a 5xx other than the coded 503
 * with Retry-After, a 4xx without a code.
 */
function unanswered(seen: Seen[]) {
  return seen.filter(({ answer, error }) => {
    if (error || !answer) return true;
    if (answer.status === 503) return !(answer.body?.code === 'SERVICE_UNAVAILABLE' && Number(answer.retryAfter) >= 1);
    if (answer.status >= 500) return true;
    return answer.status >= 400 && typeof answer.body?.code !== 'string';
  });
}

function figures(seen: Seen[]) {
  const count = (test: (s: Seen) => boolean) => seen.filter(test).length;
  return {
    answers: seen.length,
    booked: count((s) => s.answer?.status === 201),
    reads: count((s) => s.path.startsWith('GET') && s.answer?.status === 200),
    comeBackLater: count((s) => s.answer?.status === 503),
    inFlight409: count((s) => s.answer?.body?.code === 'IDEMPOTENCY_KEY_IN_FLIGHT'),
    slowestMs: Math.round(Math.max(...seen.map((s) => s.answer?.ms ?? 0))),
  };
}

/** A process's command line, or '' once it is gone. */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/**
 * `npm start` with API_REPLICAS=2 (docs/running.md#replicas): Caddy in front of two apis, parents booking and readers
 * reading all along. One api SIGKILLed, then `npm run restart`: nobody is refused, nobody gets an uncoded 5xx, and
 * every booking answered 201 is stored.
 */
describe('npm start with two api replicas behind Caddy', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let url: string;
  let launcher: ChildProcess;
  let output = '';
  const family = new Set<number>();
  const remember = () => descendants(launcher.pid!).forEach((p) => family.add(p.pid));
  const apiPids = () =>
    descendants(launcher.pid!)
      .filter((p) => commandLine(p.pid).includes('apps/api/src/main.js'))
      .map((p) => p.pid);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'replicas-'));
    let port: number;
    ({ env, port } = await launcherTestEnv(dataDir));
    url = `http://127.0.0.1:${port}`;
    Object.assign(env, { API_REPLICAS: '2', WORKER_REPLICAS: '2', RATE_LIMIT_FACTOR: '1000' });
    // The launcher as scripts/bootstrap.mjs runs it: a process group of its own, an IPC channel to its parent.
    launcher = spawn(process.execPath, [LAUNCHER], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    family.add(launcher.pid!);
    launcher.stdout!.on('data', (chunk) => (output += chunk));
    launcher.stderr!.on('data', (chunk) => (output += chunk));
    await waitFor(
      async () => output.includes('ready in') || launcher.exitCode !== null,
      120_000,
      'the launcher to be ready',
    );
    if (launcher.exitCode !== null) throw new Error(`the launcher exited early:\n${output}`);
    remember();
  }, 150_000);
  afterAll(async () => {
    // What Caddy said, for a failure's reading (its log goes with the data dir).
    const caddyLog = join(dataDir, 'caddy/caddy.log');
    if (existsSync(caddyLog)) {
      const errors = readFileSync(caddyLog, 'utf8')
        .split('\n')
        .filter((line) => line.includes('"level":"error"'));
      if (errors.length) process.stdout.write(`caddy errors:\n${errors.slice(-20).join('\n')}\n`);
    }
    if (launcher.exitCode === null) {
      launcher.kill('SIGTERM');
      await waitFor(async () => launcher.exitCode !== null, 30_000, 'the launcher to stop').catch(() => undefined);
    }
    for (const pid of family) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('an api SIGKILLed, then a rolling restart, under a booking stream: nobody refused, no uncoded 5xx, every 201 stored', async () => {
    expect(apiPids()).toHaveLength(2);
    const games = (await catalogueGameIds(url)).slice(0, 3);
    const traffic = parentsAndReaders(url, games);
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const started = Date.now();
    try {
      await pause(SETTLE_MS);
      const [killed, other] = apiPids();
      const killedAt = Date.now();
      process.kill(killed, 'SIGKILL');
      const back = await waitFor(
        async () => apiPids().find((pid) => pid !== other && pid !== killed),
        BACK_LIMIT_MS,
        'the killed api to be restarted',
      );
      family.add(back);
      await pause(SETTLE_MS);
      const killPhase = figures(traffic.seen);

      const before = apiPids();
      const restarting = Date.now();
      const fromRestart = traffic.seen.length;
      const { stdout } = await execFileAsync('npm', ['run', '-s', 'restart'], { cwd: ROOT, env });
      // It waits for the launcher's rolling restart to end, and says so.
      expect(stdout).toContain('rolling restart finished in');
      remember();
      const restartMs = Date.now() - restarting;
      await pause(SETTLE_MS);
      const seen = await traffic.stop();
      const restartPhase = figures(seen.slice(fromRestart));
      process.stdout.write(
        `replicas: ${JSON.stringify({ runMs: Date.now() - started, restartMs, killPhase, restartPhase })}\n`,
      );

      expect(output).not.toContain('rolling restart stopped');
      expect(output).toContain('api 2/2 replaced');
      expect(output).toContain('worker 2/2 replaced');
      // Both apis replaced (new processes), none left over.
      const after = apiPids();
      expect(after).toHaveLength(2);
      expect(after.filter((pid) => before.includes(pid))).toEqual([]);

      expect(
        unanswered(seen).map(({ path, at, answer, error }) => ({
          path,
          sAfterKill: (at - killedAt) / 1000,
          error,
          status: answer?.status,
          body: answer?.body,
        })),
      ).toEqual([]);
      const booked = seen.flatMap((s) => (s.answer?.status === 201 ? [String(s.answer.body.id)] : []));
      expect(booked.length).toBeGreaterThan(10);
      // A replaced api leaves Caddy before it stops: nobody is asked to come back later because of the restart (the
      // drain's answer, and Caddy's when no replica answered). A loaded machine may still bring the api's own coded 503
      // for a database wait.
      const askedBack = seen.slice(fromRestart).filter((s) => s.answer?.body?.message === DRAIN_MESSAGE);
      expect(askedBack.map(({ path, at }) => ({ path, sAfterRestart: (at - restarting) / 1000 }))).toEqual([]);
      const db = new Client({
        connectionString: `postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_PG_PORT}/champions`,
      });
      await db.connect();
      try {
        const { rows } = await db.query('SELECT count(*)::int AS stored FROM bookings WHERE id = ANY($1)', [booked]);
        expect(rows[0].stored).toBe(new Set(booked).size);
      } finally {
        await db.end();
      }
    } finally {
      await traffic.stop();
    }
  }, 240_000);

  it("docker/Caddyfile, compose's, is one Debian's Caddy reads too", async () => {
    // Installed by the launcher above; compose runs a later 2.x, which reads what 2.6 does.
    const adapted = await execFileAsync('caddy', ['adapt', '--config', join(ROOT, 'docker/Caddyfile')]);
    expect(JSON.parse(adapted.stdout).apps.http.servers.srv0.listen).toEqual([':80']);
  });
});
