import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

/** What one request met, as a parent's browser would tell it. */
export type Outcome =
  | 'ok'
  | 'coded 4xx'
  | 'coded 503'
  | 'uncoded 5xx'
  | 'refused'
  | 'reset'
  | 'timed out'
  | 'other error';

export interface Attempt {
  at: number;
  kind: 'booking' | 'read';
  outcome: Outcome;
  status?: number;
  ms: number;
}

/** A browser's patience: a request unanswered this long counts as timed out. */
const REQUEST_LIMIT_MS = 15_000;
/** How long a parent whose booking met an error waits before trying again with the same key. */
const RETRY_AFTER_ERROR_MS = 1_000;
/** How long a parent goes on trying one booking before giving up. */
const PARENT_PATIENCE_MS = 180_000;

interface Answer {
  status: number;
  json: { id?: string; code?: string };
  retryAfter?: number;
}

/** One request on a kept-alive connection, as a browser sends it; throws the socket error it met. */
function call(port: number, agent: Agent, method: string, path: string, body?: unknown, headers = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        timeout: REQUEST_LIMIT_MS,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('error', reject);
        res.on('end', () => {
          let json = {};
          try {
            json = JSON.parse(text);
          } catch {
            // an HTML page or an empty body: no code
          }
          const retryAfter = Number(res.headers['retry-after']) || undefined;
          resolve({ status: res.statusCode!, json, retryAfter });
        });
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEDOUT' })));
    req.on('error', reject);
    req.end(payload);
  });
}

function outcomeOf(answer: Answer): Outcome {
  const coded = typeof answer.json.code === 'string';
  if (answer.status < 400) return 'ok';
  if (answer.status === 503 && coded && answer.retryAfter) return 'coded 503';
  if (answer.status < 500 && coded) return 'coded 4xx';
  return 'uncoded 5xx';
}

function errorOutcome(err: unknown): Outcome {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'reset';
  if (code === 'TIMEDOUT') return 'timed out';
  return 'other error';
}

export interface Booked {
  email: string;
  id?: string;
  /** 'booked', or the last answer (its status and code) or error when the parent gave up or was refused for good. */
  endedWith: string;
}

/**
 * Parents booking at `perSecond`, each retrying with the same Idempotency-Key until answered (after the server's
 * Retry-After, or a second after an error), and readers asking every `readEveryMs`: the traffic a chaos run meets.
 * Every attempt is recorded with what it met.
 */
export class Parents {
  readonly attempts: Attempt[] = [];
  readonly booked: Booked[] = [];
  private running = true;
  private readonly pending = new Set<Promise<void>>();
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });
  private readonly readerAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  private loops: Promise<void>[] = [];

  constructor(
    private readonly port: number,
    private readonly nextBody: () => Record<string, unknown>,
    private readonly readPaths: string[],
  ) {}

  start(perSecond: number, readEveryMs: number): void {
    this.loops = [this.bookEvery(1000 / perSecond), this.readEvery(readEveryMs)];
  }

  /** Stops starting new bookings and reads, and waits for the parents still trying. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
    await Promise.all(this.pending);
    this.agent.destroy();
    this.readerAgent.destroy();
  }

  private async bookEvery(ms: number): Promise<void> {
    while (this.running) {
      const parent = this.book(this.nextBody());
      this.pending.add(parent);
      void parent.finally(() => this.pending.delete(parent));
      await sleep(ms);
    }
  }

  private async readEvery(ms: number): Promise<void> {
    for (let i = 0; this.running; i++) {
      await this.attempt('read', this.readerAgent, 'GET', this.readPaths[i % this.readPaths.length]);
      await sleep(ms);
    }
  }

  private async book(body: Record<string, unknown>): Promise<void> {
    const key = randomUUID();
    const email = String(body.parentEmail);
    const giveUpAt = Date.now() + PARENT_PATIENCE_MS;
    for (;;) {
      const { outcome, answer } = await this.attempt('booking', this.agent, 'POST', '/api/bookings', body, {
        'Idempotency-Key': key,
      });
      if (answer?.status === 201) return void this.booked.push({ email, id: answer.json.id, endedWith: 'booked' });
      const inFlight = answer?.status === 409 && answer.json.code === 'IDEMPOTENCY_KEY_IN_FLIGHT';
      if (outcome === 'coded 4xx' && !inFlight && answer?.status !== 429) {
        return void this.booked.push({ email, endedWith: `${answer?.status} ${answer?.json.code}` });
      }
      if (Date.now() > giveUpAt) {
        return void this.booked.push({ email, endedWith: answer ? `${answer.status} ${answer.json.code}` : outcome });
      }
      await sleep(answer?.retryAfter ? answer.retryAfter * 1000 : RETRY_AFTER_ERROR_MS);
    }
  }

  private async attempt(
    kind: Attempt['kind'],
    agent: Agent,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ outcome: Outcome; answer?: Answer }> {
    const at = Date.now();
    try {
      const answer = await call(this.port, agent, method, path, body, headers);
      const outcome = outcomeOf(answer);
      this.attempts.push({ at, kind, outcome, status: answer.status, ms: Date.now() - at });
      return { outcome, answer };
    } catch (err) {
      const outcome = errorOutcome(err);
      this.attempts.push({ at, kind, outcome, ms: Date.now() - at });
      return { outcome };
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
