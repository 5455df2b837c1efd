import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import { HttpAdapterHost } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { AppConfig } from '@app/config';
import { Metrics } from '@app/metrics';
import { AllExceptionsFilter, createValidationPipe, type BusinessToday } from '@app/platform';
import { useAccessLog } from './access-log';
import { useApiCacheDefault } from './cache-control';
import { useCodedErrors } from './coded-errors';
import { refuseCrossSite } from './cross-site';
import { drainOnClose } from './drain-on-close';
import { useHttpMetrics } from './http-metrics';
import { IdempotencyHooks, IdempotencyStore, RequestHasher } from './idempotency';
import { acceptJsonBodiesOnly } from './json-bodies';
import { contentHash } from './prepared-json';
import { useSecurityHeaders } from './security-headers';
import { serveSpa } from './spa';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What the domains add to the pipeline, passed in by the app (this lib imports no domain: the layer rules in
 * .dependency-cruiser.cjs): media's uploads and files (`useMediaFiles` from @app/media) and the session
 * (`useSessions`, `sessionCookieName` from @app/accounts) and the business's day (`businessToday`, from
 * @app/settings' BUSINESS_TODAY). configureHttp registers them at their place in the order.
 */
export interface DomainHttp {
  useMediaFiles(fastify: FastifyInstance, media: AppConfig['media']): Promise<void>;
  useSessions(app: NestFastifyApplication, config: AppConfig): Promise<void>;
  /** The session's cookie, which an idempotent replay never sets again (the browser may have signed in anew since). */
  sessionCookieName(config: AppConfig): string;
  /** The business's day on the clock an admin set (BUSINESS_TODAY from @app/settings): the DTOs' day bounds. */
  businessToday: BusinessToday;
}

/**
 * The one request pipeline, between the socket and the controllers; shared by main.ts and the integration tests.
 * Every request: request id, security headers, an API answer's `private, no-store` default (cache-control.ts), ETag,
 * compression, cookies and session, one access log line and its duration in the metrics; during a stop, each open
 * connection's next request answered, and a coded 503 for requests on connections made meanwhile (drainOnClose).
 * Routes that change state also get the cross-site refusal and the Idempotency-Key handling, attached per route as they
 * are registered, so reads pay nothing for them.
 * Call before app.init(). The admin's queue dashboard is registered after it by the caller (useQueueDashboard in
 * @app/admin).
 */
export async function configureHttp(
  app: NestFastifyApplication,
  config: AppConfig,
  logger: Logger,
  domain: DomainHttp,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // First: every route and plugin scope made from here on inherits the coded error and not-found handlers.
  useCodedErrors(fastify, logger);
  const crossSite = refuseCrossSite(config.publicUrl, config.allowedOrigins);
  const idempotency = new IdempotencyHooks(
    new IdempotencyStore(app.get(DataSource)),
    new RequestHasher(config.session.secret),
    domain.sessionCookieName(config),
  );
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!methods.some((m) => STATE_CHANGING.has(m))) return;
    route.onRequest = [crossSite, ...[route.onRequest ?? []].flat()];
    // Compressed request bodies are refused (415), never inflated: a small gzip can expand past any body limit.
    route.decompress = false;
    if (route.config?.idempotency !== false) idempotency.attachTo(route);
  });
  useAccessLog(fastify, logger);
  useHttpMetrics(fastify, app.get(Metrics));
  useSecurityHeaders(fastify, config);
  useApiCacheDefault(fastify);
  // After the request id, metrics and security headers (a 503 of a stop carries them), before sessions and routes.
  drainOnClose(fastify, logger);
  // Weak ETags (the same entity also goes out compressed) on every string or JSON answer, so a GET that asks again
  // with If-None-Match costs a 304. Registered before compression: its onSend hook hashes the uncompressed body. An
  // answer prepared once (prepareJson) comes with its ETag, made by the same hash, and is not hashed again.
  await fastify.register(fastifyEtag, { weak: true, hashFn: contentHash });
  await fastify.register(fastifyCompress, { threshold: 1024 });
  acceptJsonBodiesOnly(fastify);
  await domain.useMediaFiles(fastify, config.media);
  await domain.useSessions(app, config);
  await serveSpa(fastify, config.webDistDir);
  // The /paypal/* calls sit outside /api (docs/product/api.md#the-api); PayPal's webhook is ours and lives under it
  // (/api/paypal/webhook). /metrics is where Prometheus looks by default.
  app.setGlobalPrefix('api', { exclude: ['paypal/setup', 'paypal/order', 'paypal/order/{*path}', 'metrics'] });
  app.useGlobalPipes(createValidationPipe({ today: domain.businessToday }));
  app.useGlobalFilters(new AllExceptionsFilter(app.get(HttpAdapterHost)));
}
