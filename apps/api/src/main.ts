import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { sessionCookieName, useSessions } from '@app/accounts';
import { useQueueDashboard } from '@app/admin';
import { ConfigError, loadConfig } from '@app/config';
import { configureHttp, createHttpAdapter, NEST_HTTP_OPTIONS } from '@app/http';
import { useMediaFiles } from '@app/media';
import { BUSINESS_TODAY, createLogger, PinoNestLogger } from '@app/platform';
import { AppModule } from './app.module';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'api');
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, createHttpAdapter(config), {
    ...NEST_HTTP_OPTIONS,
    logger: new PinoNestLogger(logger),
  });
  const businessToday = app.get(BUSINESS_TODAY);
  await configureHttp(app, config, logger, { useMediaFiles, useSessions, sessionCookieName, businessToday });
  await useQueueDashboard(app, config, logger);
  // SIGTERM/SIGINT (Nest's shutdown hooks): every open connection has its next request answered while connections
  // made meanwhile are answered with a coded 503 (drainOnClose in @app/http), then the listener and the pools close.
  app.enableShutdownHooks();
  await app.listen(config.port, config.host);
  logger.info({ url: config.publicUrl }, 'api ready');
  // Started by the launcher over IPC: if the launcher dies, stop too rather than linger as an orphan.
  process.on('disconnect', () => void app.close());
}

bootstrap().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
