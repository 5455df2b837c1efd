import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { errorBody } from '@app/platform';

/** What a client arriving during a stop is told: another replica, or this one restarted, answers in a moment. */
export const DRAIN_RETRY_AFTER_SECONDS = 5;
export const DRAIN_MESSAGE = 'The site is restarting. Please try again in a few seconds.';
/**
 * The longest a stop waits for the requests in flight: the launcher gives an app 6 s before SIGKILL (APP_STOP_GRACE_MS
 * in libs/tooling/devstack), and the whole stack stops within 10 s.
 */
export const DRAIN_LIMIT_MS = 5_000;
/**
 * Logged when the limit, not a quiet moment, ended the drain: the listener closes on clients answered (or asked to come
 * back) moments before, so their next request is refused, whether requests were still in flight or kept arriving.
 */
export const DRAIN_CUT_SHORT = 'stopping at the drain limit: requests were still in flight or arriving';
/**
 * Once the requests in flight are answered, how long the server must have been quiet (no request arriving, none
 * answered) before the listener closes: a client that was just answered and comes straight back gets a 503 telling it
 * when to retry, instead of a refused connection or (caught in the listener's backlog as it closes) a reset. Quiet
 * counts from the last answer too: a request that took longer than this would otherwise end the drain the moment it
 * is answered, and its client's next request would be refused.
 */
export const DRAIN_QUIET_MS = 500;
/**
 * How long a kept-alive connection open at the stop may sit idle before the stop closes it unanswered. Closing an idle
 * connection races its client's next request, which is then reset (HTTP/1.1 has no way to say "closing" to an idle
 * client): a client sends its next request within milliseconds of an answer, unless its machine is starved of CPU, so
 * a connection quiet for this long belongs to a client that is not sending (an idle browser tab, a pooled connection).
 */
export const DRAIN_IDLE_MS = 2_000;
const POLL_MS = 25;

/** A connection open when the stop began, until it is answered during the stop (then closed) or given up as idle. */
interface OpenConnection {
  busy: number;
  lastActivity: number;
}

/**
 * A stop under load (Nest's shutdown hooks close Fastify on SIGTERM; Fastify runs preClose before it stops
 * listening). Every connection open when the stop begins has its next request answered as usual (in flight, or
 * arriving on a kept-alive connection), with `Connection: close`, so the client reconnects for the one after; a
 * request on a connection made during the stop is answered at once with the platform's JSON 503 `SERVICE_UNAVAILABLE`
 * and `Retry-After` (also `Connection: close`), without touching the session or the database. The listener closes only
 * once every connection open at the stop has had its answer (or sat idle for DRAIN_IDLE_MS) and the server was quiet
 * for DRAIN_QUIET_MS, at most DRAIN_LIMIT_MS after the stop: nobody is refused, and no connection is closed under a
 * client's request, while an open connection still waits. Fastify's own closing 503 (a bare body without a code) is
 * switched off in createHttpAdapter. A server that does not listen (the tests' injected requests) closes at once.
 */
export function drainOnClose(fastify: FastifyInstance, logger: Logger): void {
  let draining = false;
  let inFlight = 0;
  let lastActivity = 0;
  const open = new Map<Socket, OpenConnection>();
  /** The connections open when the stop began, still waiting for their answer. */
  let waiting = new Map<Socket, OpenConnection>();
  fastify.server.on('connection', (socket: Socket) => {
    // Made during the stop: its requests are asked to come back later.
    if (draining) return;
    open.set(socket, { busy: 0, lastActivity: Date.now() });
    socket.once('close', () => {
      open.delete(socket);
      waiting.delete(socket);
    });
  });
  fastify.addHook('onRequest', (req, reply, done) => {
    lastActivity = Date.now();
    const connection = open.get(req.raw.socket);
    if (draining && !connection) {
      const refuse = () =>
        void reply
          .code(503)
          .header('Retry-After', String(DRAIN_RETRY_AFTER_SECONDS))
          .header('Connection', 'close')
          .send(errorBody('SERVICE_UNAVAILABLE', DRAIN_MESSAGE));
      // The body is read (and dropped) first: a connection closed with a request body still unread is reset, and the
      // client may lose the answer with it.
      if (req.raw.complete) refuse();
      else req.raw.once('end', refuse).resume();
      return;
    }
    inFlight++;
    if (connection) {
      connection.busy++;
      connection.lastActivity = lastActivity;
    }
    reply.raw.once('close', () => {
      inFlight--;
      lastActivity = Date.now();
      if (connection) {
        connection.busy--;
        connection.lastActivity = lastActivity;
      }
    });
    done();
  });
  fastify.addHook('onSend', (_req, reply, payload, done) => {
    if (draining) reply.header('Connection', 'close');
    done(null, payload);
  });
  fastify.addHook('preClose', async () => {
    if (!fastify.server.listening) return;
    draining = true;
    waiting = new Map(open);
    const started = Date.now();
    logger.info(
      { inFlight, connections: waiting.size },
      'stopping: each open connection has its next request answered, new ones are asked to come back later',
    );
    const answered = () =>
      [...waiting.values()].every((c) => c.busy === 0 && Date.now() - c.lastActivity >= DRAIN_IDLE_MS);
    const settled = () => inFlight === 0 && Date.now() - lastActivity >= DRAIN_QUIET_MS && answered();
    while (!settled() && Date.now() - started < DRAIN_LIMIT_MS) await new Promise((r) => setTimeout(r, POLL_MS));
    if (!settled()) {
      logger.warn({ inFlight, waiting: waiting.size, quietMs: Date.now() - lastActivity }, DRAIN_CUT_SHORT);
    }
  });
}
