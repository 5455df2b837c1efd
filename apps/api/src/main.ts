import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ConfigError, loadConfig } from '@app/config';
import { createLogger, PinoNestLogger } from '@app/platform';
import { AppModule } from './app.module';
import { configureApp } from './platform/configure-app';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'api');
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
  });
  configureApp(app, config, logger);
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
