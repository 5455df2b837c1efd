import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@app/config';
import { answerClientError, answerFrameworkError } from './coded-errors';
import { BODY_LIMIT_BYTES } from './json-bodies';
import { requestIdOf } from './request-id';

/**
 * Nest's Fastify adapter, but Fastify's error and not-found handlers are the pipeline's (useCodedErrors, set by
 * configureHttp before any route). Nest sets its own only at init, on the root: routes and plugin scopes made before
 * that (the SPA's, the queue dashboard's, the tests') had already taken Fastify's default, which answers in Fastify's
 * shape, and setting a root handler twice makes Fastify warn (FSTWRN004). An error a Nest route raises still goes
 * through Nest's exception filters (AllExceptionsFilter): both map it with describeError.
 */
class PipelineFastifyAdapter extends FastifyAdapter {
  override setErrorHandler(): FastifyInstance {
    return this.getInstance();
  }

  override setNotFoundHandler(): FastifyInstance {
    return this.getInstance();
  }
}

/**
 * The api's HTTP server: Fastify. X-Forwarded-* headers are believed only from TRUSTED_PROXIES (default: loopback),
 * so a client cannot choose its own address (and with it a login-throttle bucket or an idempotency scope). Request
 * logging is ours (one line per request, see useAccessLog), not Fastify's. What its router and Node's HTTP parser
 * refuse before any hook runs is answered in the coded shape (coded-errors.ts).
 */
export function createHttpAdapter(config: AppConfig): FastifyAdapter {
  return new PipelineFastifyAdapter({
    trustProxy: config.trustedProxies,
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    logger: false,
    // During a stop drainOnClose answers with the platform's coded 503; Fastify's own has no code.
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
}

/** NestFactory options that go with the adapter: bodies are parsed by acceptJsonBodiesOnly (which keeps rawBody). */
export const NEST_HTTP_OPTIONS = { bodyParser: false } as const;
