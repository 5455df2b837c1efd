import type { FastifyInstance } from 'fastify';
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
const POLL_MS = 25;

/**
 * A stop under load (Nest's shutdown hooks close Fastify on SIGTERM; Fastify runs preClose before it stops
 * listening): the listener stays open while the requests in flight finish, and every request arriving meanwhile is
 * answered at once with the platform's JSON 503 `SERVICE_UNAVAILABLE` and `Retry-After`, without touching the session
 * or the database. Every answer given during the stop, in flight or not, says `Connection: close`, so a keep-alive
 * connection is closed after its answer rather than cut while idle. Fastify's own closing 503 (a bare body without a
 * code) is switched off in createHttpAdapter. A server that does not listen (the tests' injected requests) closes at
 * once.
 */
export function drainOnClose(fastify: FastifyInstance, logger: Logger): void {
  let draining = false;
  let inFlight = 0;
  let lastActivity = 0;
  fastify.addHook('onRequest', (req, reply, done) => {
    lastActivity = Date.now();
    if (draining) {
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
    reply.raw.once('close', () => {
      inFlight--;
      lastActivity = Date.now();
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
    const started = Date.now();
    logger.info({ inFlight }, 'stopping: requests in flight finish, new ones are asked to come back later');
    const settled = () => inFlight === 0 && Date.now() - lastActivity >= DRAIN_QUIET_MS;
    while (!settled() && Date.now() - started < DRAIN_LIMIT_MS) await new Promise((r) => setTimeout(r, POLL_MS));
    if (!settled()) logger.warn({ inFlight, quietMs: Date.now() - lastActivity }, DRAIN_CUT_SHORT);
  });
}
