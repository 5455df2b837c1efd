import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { startTestApp, TestApp, waitFor } from '@app/testing';
import {
  DRAIN_CUT_SHORT,
  DRAIN_IDLE_MS,
  DRAIN_LIMIT_MS,
  DRAIN_MESSAGE,
  DRAIN_QUIET_MS,
  DRAIN_RETRY_AFTER_SECONDS,
} from './drain-on-close';
import { REFUSED_REQUEST_LOG } from './access-log';

interface Answer {
  status?: number;
  headers?: Record<string, string | string[] | undefined>;
  body?: unknown;
  error?: string;
}

/**
 * A stop of the api with a request in flight, on a real listening socket: the request in flight and the next request
 * on a kept-alive connection open at the stop are answered (with Connection: close), a request on a connection made
 * during the stop gets the coded JSON 503 with Retry-After; nothing is reset or refused until the listener closes.
 */
interface LogLine {
  level: number;
  msg: string;
  res?: { statusCode: number };
  inFlight?: number;
}

interface SlowApp {
  t: TestApp;
  port: number;
  /** Lets /test/slow answer. */
  open: () => void;
  /** Resolves once /test/slow is being handled. */
  entered: Promise<void>;
  close: () => Promise<void>;
}

/** The api listening on a real socket, with a route that answers only when told to. */
async function startSlowApp(lines: LogLine[] = []): Promise<SlowApp> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let enter!: () => void;
  const entered = new Promise<void>((resolve) => (enter = resolve));
  const t = await startTestApp({
    logger: pino({ level: 'info' }, { write: (l: string) => lines.push(JSON.parse(l)) }),
    pipeline: async (app) => {
      const fastify = app.getHttpAdapter().getInstance();
      fastify.get('/test/slow', async () => {
        enter();
        await gate;
        return { slow: 'done' };
      });
      fastify.get('/test/quick', async () => ({ quick: 'done' }));
    },
  });
  await t.app.listen(0, '127.0.0.1');
  const port = (t.app.getHttpServer().address() as AddressInfo).port;
  const close = async () => {
    open();
    await t.close().catch(() => undefined);
  };
  return { t, port, open, entered, close };
}

/** A GET, or a POST whose JSON body is sent in two parts 100 ms apart (still arriving when the answer is ready). */
const sender = (port: () => number) => (path: string, agent: Agent | false, body?: object) =>
  new Promise<Answer>((resolve) => {
    const payload = body && JSON.stringify(body);
    const headers = payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {};
    const req = request(
      { host: '127.0.0.1', port: port(), path, agent, method: payload ? 'POST' : 'GET', headers },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: JSON.parse(text) }));
        res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    if (!payload) return void req.end();
    req.write(payload.slice(0, payload.length / 2));
    setTimeout(() => req.end(payload.slice(payload.length / 2)), 100);
  });

describe('a stop under load (drainOnClose)', () => {
  let bed: SlowApp;
  let t: TestApp;
  let port: number;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    bed = await startSlowApp(lines);
    ({ t, port } = bed);
  });
  afterAll(() => bed.close());

  const send = sender(() => port);
  const get = (path: string, agent: Agent | false) => send(path, agent);

  it('answers the request in flight and the next one on an open connection, asks new connections to come back later, then stops listening', async () => {
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // A kept-alive connection, idle when the stop begins.
      expect(await get('/test/quick', keepAlive)).toMatchObject({ status: 200 });
      const slow = get('/test/slow', false);
      await bed.entered;

      const stopped = t.app.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Its client had no reason to think it closed: its next request is answered, and the connection closed after.
      expect(await get('/test/quick', keepAlive)).toEqual({
        status: 200,
        headers: expect.objectContaining({ connection: 'close' }),
        body: { quick: 'done' },
      });
      const refusal = {
        status: 503,
        headers: expect.objectContaining({ 'retry-after': String(DRAIN_RETRY_AFTER_SECONDS), connection: 'close' }),
        body: { statusCode: 503, error: 'Service Unavailable', code: 'SERVICE_UNAVAILABLE', message: DRAIN_MESSAGE },
      };
      expect(await get('/test/quick', keepAlive)).toEqual(refusal);
      expect(await get('/test/quick', false)).toEqual(refusal);
      // Its body read first (the answer comes once the second half is in): closing on a body still arriving resets the
      // connection, and the client may lose the answer with it.
      const posted = Date.now();
      expect(await send('/test/quick', false, { note: 'x'.repeat(64 * 1024) })).toEqual(refusal);
      expect(Date.now() - posted).toBeGreaterThanOrEqual(100);

      bed.open();
      expect(await slow).toMatchObject({ status: 200, body: { slow: 'done' }, headers: { connection: 'close' } });
      await stopped;
      expect(await get('/test/quick', false)).toEqual({ error: 'ECONNREFUSED' });
      // A refusal the api chose is a warning in its log, not an error that pages someone.
      const refused = lines.filter((l) => l.res?.statusCode === 503);
      expect(refused.map((l) => [l.level, l.msg])).toEqual(Array(3).fill([40, REFUSED_REQUEST_LOG]));
      expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    } finally {
      keepAlive.destroy();
    }
  });
});

describe('a stop with an idle kept-alive connection (drainOnClose)', () => {
  const lines: LogLine[] = [];
  let bed: SlowApp;

  beforeAll(async () => (bed = await startSlowApp(lines)));
  afterAll(() => bed.close());

  it('waits for its next request for DRAIN_IDLE_MS, then closes it and stops listening, before the drain limit', async () => {
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Counted from before the request: the server's idle time starts once it answered, a little later.
      const before = Date.now();
      expect(await sender(() => bed.port)('/test/quick', keepAlive)).toMatchObject({ status: 200 });
      await bed.t.app.close();
      const took = Date.now() - before;
      expect(took).toBeGreaterThanOrEqual(DRAIN_IDLE_MS);
      expect(took).toBeLessThan(DRAIN_LIMIT_MS);
      expect(lines.filter((l) => l.msg === DRAIN_CUT_SHORT)).toEqual([]);
    } finally {
      keepAlive.destroy();
    }
  });
});

describe('a stop after a long request (drainOnClose)', () => {
  let bed: SlowApp;

  beforeAll(async () => (bed = await startSlowApp()));
  afterAll(() => bed.close());

  it('still asks the client of a request that outlasted the quiet time to come back later, rather than refusing it', async () => {
    const get = (path: string) => sender(() => bed.port)(path, false);
    const slow = get('/test/slow');
    await bed.entered;
    const stopped = bed.t.app.close();
    // Nothing arrives for longer than the quiet time while the one request runs.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_QUIET_MS + 100));
    bed.open();
    expect(await slow).toMatchObject({ status: 200 });
    // The client comes straight back (a few of the drain's polls later): the answer just given counts as activity.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await get('/test/quick')).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
    await stopped;
  });
});

describe('a stop while clients keep coming (drainOnClose)', () => {
  const lines: LogLine[] = [];
  let bed: SlowApp;

  beforeAll(async () => (bed = await startSlowApp(lines)));
  afterAll(() => bed.close());

  it('stops listening at the drain limit with nothing in flight, and says it was cut short', async () => {
    const get = (path: string) => sender(() => bed.port)(path, false);
    // A client every 100 ms from before the stop to its end: each is answered or asked to come back later and none is
    // left in flight, but the server is never quiet.
    const answers: Answer[] = [];
    let stopped = false;
    const client = (async () => {
      while (!stopped) {
        answers.push(await get('/test/quick'));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await waitFor(async () => answers.length > 0, 5_000, 'a first answer');
    const started = Date.now();
    await bed.t.app.close();
    const took = Date.now() - started;
    stopped = true;
    await client;
    expect(took).toBeGreaterThanOrEqual(DRAIN_LIMIT_MS);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503 && a.error !== 'ECONNREFUSED')).toEqual([]);
    expect(lines.filter((l) => l.msg === DRAIN_CUT_SHORT).map((l) => [l.level, l.inFlight])).toEqual([[40, 0]]);
  });
});
