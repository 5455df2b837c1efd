import { ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { descendants, isAlive } from '@app/devstack';
import { bookingPayload, waitFor } from '@app/testing';

const ROOT = join(__dirname, '../../..');

/** One answer as a client saw it, or the error that stood in for it. */
export interface Answer {
  /**
   * When the request went out on its connection (the test's clock): the connection is attempted in a tick after
   * `request()` returns and the socket is handed over in the next, so a pause of this process in between (another
   * lane's synchronous work, a garbage collection) is not counted as time the request had been sent.
   */
  sentAt: number;
  status?: number;
  error?: string;
  bookingId?: string;
  /** A 503's `code` and `Retry-After`: the api asks a request arriving during its stop to come back later. */
  code?: string;
  retryAfter?: string;
  /** Whether it went on a kept-alive connection an earlier answer had left open (not on a new connection). */
  reused?: boolean;
  /** The answer's `Connection` header: `close` when the server closes the connection after it. */
  connection?: string;
}

/**
 * One request: on a connection of its own (`agent` false: it either reaches the server whole or is refused), or on
 * `agent`'s kept-alive connections, as a browser or fetch sends them.
 */
export function send(port: number, method: string, path: string, body?: unknown, agent: Agent | false = false) {
  let sentAt = Date.now();
  return new Promise<Answer>((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      { host: '127.0.0.1', port, method, path, agent, headers: payload ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const json = res.headers['content-type']?.startsWith('application/json') ? JSON.parse(text) : {};
          resolve({
            sentAt,
            status: res.statusCode,
            bookingId: res.statusCode === 201 ? json.id : undefined,
            code: res.statusCode === 503 ? json.code : undefined,
            retryAfter: res.headers['retry-after'],
            reused: req.reusedSocket,
            connection: res.headers.connection,
          });
        });
        res.on('error', (err) =>
          resolve({ sentAt, error: (err as NodeJS.ErrnoException).code ?? err.message, reused: req.reusedSocket }),
        );
      },
    );
    req.once('socket', () => (sentAt = Date.now()));
    req.on('error', (err) =>
      resolve({ sentAt, error: (err as NodeJS.ErrnoException).code ?? err.message, reused: req.reusedSocket }),
    );
    req.end(payload);
  });
}

export interface NpmStart {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  /** The output's end (every process writing to the pipe has exited), or 2 s. */
  outputEndedOrLate(): Promise<void>;
  /** npm and every process under it once it was ready. */
  processes: number[];
}

/**
 * `npm start` as a service manager runs it: the leader of a new process group, so a test can signal the whole group.
 * Resolves once it says it is ready (within `readyWithinMs`); its processes are added to `family` (for the suite to kill
 * if it fails).
 */
export async function launchNpmStart(
  env: NodeJS.ProcessEnv,
  family: number[],
  readyWithinMs = 120_000,
): Promise<NpmStart> {
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  // Ends once every process writing to the pipe (the launcher and its children inherit it) has exited and all it
  // wrote has been read: only then is the output complete.
  const outputEnded = new Promise<void>((resolve) => child.stdout!.once('close', () => resolve()));
  const outputEndedOrLate = async () => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([outputEnded, new Promise((r) => (timer = setTimeout(r, 2_000)))]);
    // Cleared either way: a pending timer would hold Jest's worker at the end.
    clearTimeout(timer);
  };
  await waitFor(
    async () => out.includes('ready in') || child.exitCode !== null,
    readyWithinMs,
    'npm start to be ready',
  );
  if (child.exitCode !== null) throw new Error(`npm start exited early:\n${out}`);
  const processes = [child.pid!, ...descendants(child.pid!).map((p) => p.pid)];
  family.push(...processes);
  return { child, exited, output: () => out, outputEndedOrLate, processes };
}

interface ClientAnswer extends Answer {
  client: number;
  path: string;
}

/**
 * Clients that book or read one request after another, each on a connection it keeps alive (as browsers and fetch
 * do), until told to come back later (the coded 503) or cut off.
 */
function clientLoad(port: number, clients: number, games: number[], day: string) {
  const answers: ClientAnswer[] = [];
  const agents: Agent[] = [];
  let running = true;
  const reads = ['/api/games', '/api/packages', `/api/availability?from=${day}&to=${day}&games=${games.length}`];
  // Made before the load: bookingPayload may block this process while it reads its slots (a child process), and a
  // client that pauses for that long comes back after the api has stopped listening.
  const bodies = Array.from({ length: 10 * clients }, () => bookingPayload(games));
  const client = async (id: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    for (let i = 0; running; i++) {
      const books = id % 2 === 0;
      const path = books ? '/api/bookings' : reads[i % reads.length];
      const answer = await send(
        port,
        books ? 'POST' : 'GET',
        path,
        books ? (bodies.pop() ?? bookingPayload(games)) : undefined,
        agent,
      );
      answers.push({ ...answer, client: id, path });
      if (answer.error || answer.status === 503) break;
    }
  };
  const lanes = Array.from({ length: clients }, (_, id) => client(id));
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(lanes);
      agents.forEach((agent) => agent.destroy());
      return answers;
    },
  };
}

export interface StopUnderLoad {
  answers: ClientAnswer[];
  exit: { code: number | null; signal: NodeJS.Signals | null };
  output: string;
}

/** A limit for a slow machine, not a figure under test. */
const EXIT_LIMIT_MS = 30_000;

/**
 * The finding's scenario, once: `npm start`, `clients` clients reading and booking (clientLoad), SIGTERM to npm's
 * whole process group once `bookedBeforeStop` bookings were answered (more are in flight), and every answer they got
 * once every process has exited. The suite runs it once (stop-under-load.int-spec.ts); the bench repeats it.
 */
export async function stopUnderLoad(
  env: NodeJS.ProcessEnv,
  port: number,
  family: number[],
  { clients = 20, bookedBeforeStop = 20 }: { clients?: number; bookedBeforeStop?: number } = {},
): Promise<StopUnderLoad> {
  const run = await launchNpmStart(env, family);
  const list = (await (await fetch(`http://127.0.0.1:${port}/api/games`)).json()) as { id: number }[];
  // A month ahead: a day availability is read for in any time zone.
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const traffic = clientLoad(
    port,
    clients,
    list.slice(0, 3).map((g) => g.id),
    day,
  );
  await waitFor(
    async () => traffic.answers.filter((a) => a.status === 201).length >= bookedBeforeStop,
    60_000,
    'bookings under way',
  );
  process.kill(-run.child.pid!, 'SIGTERM');
  const exit = await run.exited;
  await waitFor(async () => run.processes.every((pid) => !isAlive(pid)), EXIT_LIMIT_MS, 'every process to exit');
  const answers = await traffic.stop();
  await run.outputEndedOrLate();
  return { answers, exit, output: run.output() };
}
