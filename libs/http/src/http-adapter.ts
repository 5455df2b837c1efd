import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { AppConfig } from '@app/config';
import { BODY_LIMIT_BYTES } from './json-bodies';
import { requestIdOf } from './request-id';

/**
 * The api's HTTP server: Fastify. X-Forwarded-* headers are believed only from TRUSTED_PROXIES (default: loopback),
 * so a client cannot choose its own address (and with it a login-throttle bucket or an idempotency scope). Request
 * logging is ours (one line per request, see useAccessLog), not Fastify's.
 */
export function createHttpAdapter(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    trustProxy: config.trustedProxies,
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    logger: false,
    // During a stop drainOnClose answers with the platform's coded 503; Fastify's own has no code.
    return503OnClosing: false,
  });
}

/** NestFactory options that go with the adapter: bodies are parsed by acceptJsonBodiesOnly (which keeps rawBody). */
export const NEST_HTTP_OPTIONS = { bodyParser: false } as const;
