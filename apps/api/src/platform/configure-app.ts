import { HttpAdapterHost } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { useSessions } from '@app/accounts';
import { AppConfig } from '@app/config';
import { AllExceptionsFilter, createValidationPipe } from '@app/platform';
import { honourIdempotencyKeys } from './idempotency/idempotency.middleware';
import { IdempotencyStore } from './idempotency/idempotency.store';
import { requestLogging } from './request-logging';
import { refuseCrossSite, requireJsonBodies } from './request-guards';
import { serveSpa } from './spa';

/** Everything between the socket and the controllers; shared by main.ts and the integration tests. */
export function configureApp(app: NestExpressApplication, config: AppConfig, logger: Logger): void {
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.disable('x-powered-by');
  app.use(requestLogging(logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      strictTransportSecurity: config.isProduction,
    }),
  );
  app.use(compression());
  app.use(refuseCrossSite(config.publicUrl));
  app.use(requireJsonBodies);
  app.use(express.json({ limit: '100kb' }));
  app.use(serveSpa(config.webDistDir));
  // After the SPA's static files, so only API requests read (and roll) the session.
  useSessions(app, config);
  app.use(honourIdempotencyKeys(new IdempotencyStore(app.get(DataSource))));
  app.setGlobalPrefix('api', { exclude: ['paypal/{*path}'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(app.get(HttpAdapterHost)));
}
