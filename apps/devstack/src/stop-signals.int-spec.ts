import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { descendants, isAlive } from '@app/devstack';
import { bookingPayload, waitFor } from '@app/testing';
import { launcherTestEnv } from './launcher-test-env';

const ROOT = join(__dirname, '../../..');

/**
 * What service managers, terminals and a closing terminal send to the whole group: one stop each, with traffic and
 * jobs in flight.
 */
const GROUP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
/** A limit for a slow machine (the launcher's own budget is 10 s), not a figure under test. */
const EXIT_LIMIT_MS = 30_000;

interface Answer {
  status?: number;
  error?: string;
  bookingId?: string;
  /** A booking request's unique parent e-mail, to look it up afterwards. */
  email?: string;
}

/** One request on a connection of its own (no keep-alive), so each either reaches the server whole or is refused. */
function send(port: number, method: string, path: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const id = res.statusCode === 201 ? (JSON.parse(text) as { id: string }).id : undefined;
          resolve({ status: res.statusCode, bookingId: id });
        });
        res.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
      },
    );
    req.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
    req.end(payload);
  });
}

/** Bookings (each queues a job for the worker) and catalogue reads, several at a time, until stopped. */
function traffic(port: number, games: number[]) {
  const answers: Answer[] = [];
  let running = true;
  const lane = async (make: () => Promise<Answer>) => {
    while (running) {
      const answer = await make();
      answers.push(answer);
      if (answer.error === 'ECONNREFUSED') break; // the api has stopped listening
    }
  };
  const lanes = [
    ...Array.from({ length: 4 }, () =>
      lane(async () => {
        const booking = bookingPayload(games);
        return { ...(await send(port, 'POST', '/api/bookings', booking)), email: booking.parentEmail as string };
      }),
    ),
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

describe('npm start under a signal to its whole process group (issue #11)', () => {
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

  /** `npm start` as a service manager runs it: the leader of a new process group. */
  const launch = async () => {
    const child = spawn('npm', ['start', '--silent'], {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    child.stderr!.on('data', (chunk) => (out += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    // Ends once every process writing to the pipe (the launcher and its children inherit it) has exited and all it
    // wrote has been read: only then is the output complete.
    const outputEnded = new Promise<void>((resolve) => child.stdout!.once('close', () => resolve()));
    /** The output's end, or 2 s (its timer cleared either way: a pending one would hold Jest's worker at the end). */
    const outputEndedOrLate = async () => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([outputEnded, new Promise((r) => (timer = setTimeout(r, 2_000)))]);
      clearTimeout(timer);
    };
    await waitFor(async () => out.includes('ready in') || child.exitCode !== null, 120_000, 'npm start to be ready');
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${out}`);
    const processes = [child.pid!, ...descendants(child.pid!).map((p) => p.pid)];
    family.push(...processes);
    return { child, exited, output: () => out, outputEndedOrLate, processes };
  };

  it(`stops everything in order on ${GROUP_SIGNALS.join(', ')} to the group or SIGTERM to npm alone, with requests and jobs in flight, and loses nothing`, async () => {
    let games: number[] = [];
    const created: string[] = [];
    const unanswered: string[] = [];

    for (const signal of GROUP_SIGNALS) {
      const run = await launch();
      expect(run.output()).not.toContain('not properly shut down');
      if (!games.length) {
        const list = (await (await fetch(`http://127.0.0.1:${port}/api/games`)).json()) as { id: number }[];
        games = list.slice(0, 3).map((g) => g.id);
      }
      const load = traffic(port, games);
      await waitFor(async () => load.answers.filter((a) => a.status === 201).length >= 5, 20_000, 'bookings under way');

      process.kill(-run.child.pid!, signal);
      await run.exited;
      const answers = await load.stop();
      await waitFor(async () => run.processes.every((pid) => !isAlive(pid)), EXIT_LIMIT_MS, 'every process to exit');
      await run.outputEndedOrLate();
      expect(run.output()).toContain('stopped cleanly');
      // Every answer is a real one; a request without an answer (refused or reset while the api closed its listener)
      // must not have been started: checked against the database below.
      expect({ signal, odd: answers.filter((a) => a.status && ![200, 201, 503].includes(a.status)) }).toEqual({
        signal,
        odd: [],
      });
      unanswered.push(...answers.flatMap((a) => (a.error && a.email ? [a.email] : [])));
      created.push(...answers.flatMap((a) => (a.bookingId ? [a.bookingId] : [])));
    }

    // The next start needs no recovery, and every booking's job ran: finished before a stop, or back in the queue.
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
            'SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1) AND notified_at IS NULL',
            [created],
          );
          return rows[0].n === 0;
        },
        60_000,
        'every booking e-mail job to run',
      );
      // In flight means answered: no booking exists for a request that got no answer.
      const { rows } = await db.query('SELECT parent_email FROM bookings WHERE parent_email = ANY($1)', [unanswered]);
      expect(rows).toEqual([]);
    } finally {
      await db.end();
    }
    expect(created.length).toBeGreaterThanOrEqual(GROUP_SIGNALS.length * 5);

    // A signal to npm alone (npm does not pass it on): the launcher notices and stops everything the same way.
    run.child.kill('SIGTERM');
    await run.exited;
    await waitFor(async () => run.processes.every((pid) => !isAlive(pid)), EXIT_LIMIT_MS, 'every process to exit');
    await run.outputEndedOrLate();
    expect(run.output()).toContain('stopped cleanly');
  }, 400_000);
});
