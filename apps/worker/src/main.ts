import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig } from '@app/config';
import { createLogger, PinoNestLogger } from '@app/platform';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'worker');
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger: new PinoNestLogger(logger) });
  app.enableShutdownHooks();
  logger.info('worker ready');
  process.on('disconnect', () => void app.close());
}

bootstrap().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
