import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '@app/config';
import { configureHttp, createHttpAdapter, NEST_HTTP_OPTIONS } from '@app/http';
import { createLogger } from '@app/platform';
import { testConfig } from '@app/testing';
import { AppModule } from '../app.module';

export interface TestApp {
  app: NestFastifyApplication;
  /** Pass to supertest: request(t.server). */
  server: Server;
  config: AppConfig;
  dataSource: DataSource;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment overrides on top of the test configuration. */
  env?: Record<string, string>;
  /** Where the api's log lines go (silent by default). */
  logger?: Logger;
}

/** The real api (same pipeline, pipes and filters as main.ts) on the test database; no port is opened. */
export async function startTestApp({ env = {}, logger }: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(env);
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(APP_CONFIG)
    .useValue(config)
    .compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(config), {
    ...NEST_HTTP_OPTIONS,
    logger: false,
  });
  await configureHttp(app, config, logger ?? createLogger('silent', 'api-test'));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return { app, server: app.getHttpServer(), config, dataSource: app.get(DataSource), close: () => app.close() };
}
