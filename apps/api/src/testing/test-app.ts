import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '@app/config';
import { createLogger } from '@app/platform';
import { AppModule } from '../app.module';
import { configureApp } from '../platform/configure-app';
import { testConfig } from '@app/testing';

export interface TestApp {
  app: NestExpressApplication;
  /** Pass to supertest: request(t.server). */
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  config: AppConfig;
  dataSource: DataSource;
  close(): Promise<void>;
}

/** The real api (same middleware, pipes and filters as main.ts) on the test database; no port is opened. */
export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(APP_CONFIG)
    .useValue(config)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, logger: false });
  configureApp(app, config, createLogger('silent', 'api-test'));
  await app.init();
  return { app, server: app.getHttpServer(), config, dataSource: app.get(DataSource), close: () => app.close() };
}
