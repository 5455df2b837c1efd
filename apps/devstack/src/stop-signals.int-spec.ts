import { QueueEvents } from 'bullmq';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { isAlive } from '@app/devstack';
import { DRAIN_CUT_SHORT, DRAIN_LIMIT_MS, DRAIN_QUIET_MS, REFUSED_REQUEST_LOG } from '@app/http';
import { QUEUE_CONCURRENCY } from '@app/queue';
import { bookingPayload, loginAsAdmin, waitFor } from '@app/testing';
import { launcherTestEnv } from './launcher-test-env';
import { Answer, launchNpmStart, send } from './npm-start';

/**
 * What service managers, terminals and a closing terminal send to the whole group: one stop each, with traffic and
 * jobs in flight (scripts/bootstrap.mjs passes a SIGHUP on as SIGTERM: to the launcher alone it is a rolling restart).
 */
const GROUP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
/** A limit for a slow machine, not a figure under test. */
const EXIT_LIMIT_MS = 30_000;
/**
 * The launcher's budget for a stop under load, by design: the api drains for at most 5 s (DRAIN_LIMIT_MS), the worker
 * gets 6 s to finish its jobs before SIGKILL (the job goes back to the queue), then Redis and PostgreSQL stop.
 */
const STOP_BUDGET_MS = 10_000;
/** Confirmations per stop: twice the documents queue's concurrency, so PDF jobs are printing for a while. */
const PDF_JOBS = 2 * QUEUE_CONCURRENCY.documents;

/** Bookings (each queues a job for the worker) and catalogue reads, several at a time, until stopped. */
function traffic(port: number, games: number[]) {
  const answers: Answer[] = [];
  let running = true;
  // A client told to come back later (a 503 with Retry-After) does so when the stop is over; one refused or cut off
  // has nowhere to send the next one.
  const lane = async (make: () => Promise<Answer>) => {
    while (running) {
      const answer = await make();
      answers.push(answer);
      if (answer.error || answer.status === 503) break;
    }
  };
  const lanes = [
    ...Array.from({ length: 4 }, () => lane(() => send(port, 'POST', '/api/bookings', bookingPayload(games)))),
    ...Array.from({ length: 2 }, () => lane(() => send(port, 'GET', '/api/games'))),
  ];
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(lanes);
      return answers;
    },
  };
}

describe('npm start under a signal to its whole process group', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let port: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'stop-signals-'));
    ({ env, port } = await launcherTestEnv(dataDir));
    // The traffic comes from one address; the abuse limits are not what is tested here.
    env.RATE_LIMIT_FACTOR = '1000';
  });
  // A failed assertion must not leave a stack running (the launcher has a process group of its own).
  const family: number[] = [];
  afterAll(async () => {
    for (const pid of family) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  const launch = () => launchNpmStart(env, family);

  it(`stops everything in order on ${GROUP_SIGNALS.join(', ')} to the group or SIGTERM to npm alone, with requests and PDF jobs in flight, and loses nothing`, async () => {
    let games: number[] = [];
    const created: string[] = [];
    const confirmed: string[] = [];
    const redisUrl = `redis://127.0.0.1:${env.EMBEDDED_REDIS_PORT}`;

    for (const signal of GROUP_SIGNALS) {
      const run = await launch();
      expect(run.output()).not.toContain('not properly shut down');
      if (!games.length) {
        const list = (await (await fetch(`http://127.0.0.1:${port}/api/games`)).json()) as { id: number }[];
        games = list.slice(0, 3).map((g) => g.id);
      }
      const load = traffic(port, games);
      await waitFor(
        async () => load.answers.filter((a) => a.status === 201).length >= PDF_JOBS,
        20_000,
        'bookings under way',
      );
      // Confirmations print PDFs, twice as many as the worker prints at once, all confirmed together: the signal comes
      // as soon as one starts printing (a fresh worker's first starts Chromium, ~1 s; each PDF 0.1-0.4 s). The queue's
      // event stream is read from before the confirmations, so a job that starts and ends between two looks is seen.
      const documents = new QueueEvents('documents', { connection: { url: redisUrl } });
      documents.on('error', () => undefined); // Redis stops with the stack
      let confirming!: Promise<{ id: string; status: number }[]>;
      try {
        await documents.waitUntilReady();
        const printing = new Promise<void>((resolve) => documents.once('active', () => resolve()));
        const admin = await loginAsAdmin(`http://127.0.0.1:${port}`);
        const toConfirm = load.answers.flatMap((a) => (a.bookingId ? [a.bookingId] : [])).slice(0, PDF_JOBS);
        // One may still be on its way when the signal lands: answered then, or asked to come back later (503).
        confirming = Promise.all(
          toConfirm.map(async (id) => ({ id, status: (await admin.post(`/api/admin/bookings/${id}/confirm`)).status })),
        );
        let late!: NodeJS.Timeout;
        await Promise.race([
          printing,
          new Promise((_, reject) => (late = setTimeout(() => reject(new Error('no PDF job seen printing')), 20_000))),
        ]).finally(() => clearTimeout(late));
      } finally {
        await documents.close();
      }

      process.kill(-run.child.pid!, signal);
      const signalled = Date.now();
      const exit = await run.exited;
      const confirmations = await confirming;
      expect({ signal, odd: confirmations.filter((c) => c.status !== 204 && c.status !== 503) }).toEqual({
        signal,
        odd: [],
      });
      confirmed.push(...confirmations.flatMap((c) => (c.status === 204 ? [c.id] : [])));
      await waitFor(async () => run.processes.every((pid) => !isAlive(pid)), EXIT_LIMIT_MS, 'every process to exit');
      expect(Date.now() - signalled).toBeLessThan(STOP_BUDGET_MS);
      // Each lane has ended by itself by now: on a 503 telling it to come back later, or on a refused connection.
      const answers = await load.stop();
      await run.outputEndedOrLate();
      expect(run.output()).toContain('stopped cleanly');
      // npm passes SIGTERM and SIGINT on and ends as `npm start` did (0 after a clean stop); SIGHUP ends npm itself,
      // which does not handle it (the launcher still stops cleanly: above).
      if (signal !== 'SIGHUP') expect({ signal, exit }).toEqual({ signal, exit: { code: 0, signal: null } });
      // Nothing cut, and nothing refused while the api drained: it stops listening only once it has had no request
      // for DRAIN_QUIET_MS, so a refused request went out on its connection at least that long after every answered
      // one (a lane this process left waiting that long, on a busy machine; 50 ms for a pause between a connection's
      // attempt and the clock's read, `send`'s sentAt). So did one reset rather than refused: a connection that
      // reached the listener's backlog as the listener closed, never read (one in some ten runs, 126 ms after the
      // quiet time). Or the drain ran to its limit (DRAIN_LIMIT_MS from the api's signal, which comes after this
      // one), and the api says so: requests held nearly that long (seen once in CI, on a loaded machine) and answered
      // just before it, whose clients' next ones were refused. Those that arrived during the stop were asked to come
      // back later with the coded 503 and Retry-After. A failure shows the times from the signal and what else the api
      // printed after the stop began (a warning, an error, a crash's trace).
      const lastAnswered = Math.max(...answers.filter((a) => a.status).map((a) => a.sentAt));
      const output = run.output();
      const cutShort = output.includes(DRAIN_CUT_SHORT);
      const afterTheDrain = (a: Answer) =>
        (a.error === 'ECONNREFUSED' || a.error === 'ECONNRESET') &&
        (a.sentAt >= lastAnswered + DRAIN_QUIET_MS - 50 || (cutShort && a.sentAt >= signalled + DRAIN_LIMIT_MS - 50));
      const cutOff = answers.filter((a) => a.error && !afterTheDrain(a));
      const fromSignal = (at: number) => at - signalled;
      expect({
        signal,
        cutOff: cutOff.map((a) => ({ error: a.error, sentMsAfterSignal: fromSignal(a.sentAt) })),
        ...(cutOff.length
          ? {
              lastAnsweredMsAfterSignal: fromSignal(lastAnswered),
              apiAfterStop: output
                .slice(output.indexOf('» stopping'))
                .split('\n')
                .filter((line) => line.startsWith('[api]') && !line.includes(REFUSED_REQUEST_LOG)),
            }
          : {}),
      }).toEqual({ signal, cutOff: [] });
      expect({ signal, odd: answers.filter((a) => a.status && ![200, 201, 503].includes(a.status)) }).toEqual({
        signal,
        odd: [],
      });
      const refusals = answers.filter((a) => a.status === 503);
      expect({ signal, refusals }).toEqual({
        signal,
        refusals: refusals.map(() =>
          expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', retryAfter: expect.stringMatching(/^\d+$/) }),
        ),
      });
      // Running jobs finished (or went back to the queue) without a failed attempt: no "PdfRenderer is shut down".
      expect(run.output()).not.toContain('job failed');
      created.push(...answers.flatMap((a) => (a.bookingId ? [a.bookingId] : [])));
    }

    // The next start needs no recovery, and every job ran: finished before a stop, or back in the queue.
    const run = await launch();
    expect(run.output()).not.toContain('not properly shut down');
    const db = new Client({
      connectionString: `postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_PG_PORT}/champions`,
    });
    await db.connect();
    try {
      await waitFor(
        async () => {
          const { rows } = await db.query(
            `SELECT (SELECT count(*)::int FROM bookings WHERE id = ANY($1) AND notified_at IS NULL) AS unnotified,
                    (SELECT count(DISTINCT booking_id)::int FROM documents WHERE booking_id = ANY($2)
                       AND kind = 'confirmation') AS printed`,
            [created, confirmed],
          );
          return rows[0].unnotified === 0 && rows[0].printed === confirmed.length;
        },
        60_000,
        'every booking e-mail and every confirmation PDF',
      );
    } finally {
      await db.end();
    }
    expect(created.length).toBeGreaterThanOrEqual(GROUP_SIGNALS.length * 5);
    expect(run.output()).not.toContain('job failed');

    // SIGTERM to npm alone (`kill <pid>`): npm passes it on, and the stack stops the same way.
    run.child.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 0, signal: null });
    await waitFor(async () => run.processes.every((pid) => !isAlive(pid)), EXIT_LIMIT_MS, 'every process to exit');
    await run.outputEndedOrLate();
    expect(run.output()).toContain('stopped cleanly');
  }, 400_000);
});
