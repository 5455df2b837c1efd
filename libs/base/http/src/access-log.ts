import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { logSafeUrls } from './log-safe-url';

/**
 * Polled every few seconds by the orchestrator and the metrics scraper: one line each would drown the log, so only
 * their failures and refusals are logged (a 503 from health, a 401 on /metrics).
 */
const POLLED_PATHS = new Set(['/api/health', '/metrics']);

/** The access log's words for a 503 (useAccessLog), which the stop tests read. */
export const REFUSED_REQUEST_LOG = 'request refused: service unavailable';

/**
 * Every request gets an id (genReqId), echoed in X-Request-Id, and ONE log line when its answer is sent: info for
 * 2xx-4xx (a 401 on /api/user is normal traffic: a client asking while signed out), warn for a 503 (a refusal the
 * product chose: PostgreSQL away or busy, a stop draining; its cause is logged once where it is known), error for any
 * other 5xx. Only method, url, address,
 * status and time: no headers, so no cookie or credential can reach the line, and the url with its capabilities
 * (tokens in the path or the query) redacted (log-safe-url.ts). A client that hangs up before the answer is a client
 * event (info), never an error. Call before any route is registered.
 */
export function useAccessLog(fastify: FastifyInstance, appLogger: Logger): void {
  const urls = logSafeUrls(fastify);
  const requestFields = (req: FastifyRequest) => ({
    id: req.id,
    method: req.method,
    url: urls.redact(req.url),
    ip: req.ip,
  });
  // The line is built here from fields that hold no secret, so the app logger's redaction (a third of a line's cost)
  // has nothing to do on it.
  const logger = appLogger.child({}, { redact: [] });
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.header('X-Request-Id', req.id);
    done();
  });
  fastify.addHook('onResponse', (req, reply, done) => {
    if (reply.statusCode >= 400 || !POLLED_PATHS.has(req.url)) {
      const line = {
        req: requestFields(req),
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      };
      if (reply.statusCode === 503) logger.warn(line, REFUSED_REQUEST_LOG);
      else if (reply.statusCode >= 500) logger.error(line, 'request failed');
      else logger.info(line, 'request completed');
    }
    done();
  });
  fastify.addHook('onRequestAbort', (req, done) => {
    logger.info({ req: requestFields(req) }, 'client aborted the request');
    done();
  });
}
