import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import pinoHttp from 'pino-http';

const SAFE_REQUEST_ID = /^[\w.-]{8,64}$/;

/** One structured line per request, tagged with a request id (the caller's X-Request-Id when sane). */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // A 4xx is the client's business (a 401 on /api/user is how the SPA learns it is signed out): info, not warn.
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url === '/api/health' },
  });
}
