import type { ModuleMetadata } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { AccountsModule, sessionCookieName, useSessions } from '@app/accounts';
import { AuditModule } from '@app/audit';
import { APP_CONFIG, AppConfig, ConfigModule } from '@app/config';
import { DatabaseModule } from '@app/database';
import { configureHttp, createHttpAdapter, NEST_HTTP_OPTIONS } from '@app/http';
import { useMediaFiles } from '@app/media';
import { MetricsModule } from '@app/metrics';
import { BUSINESS_TODAY, createLogger } from '@app/platform';
import { OutboxModule } from '@app/queue';
import { SettingsModule } from '@app/settings';
import { testConfig } from './test-env';

export interface TestApp {
  app: NestFastifyApplication;
  /** Pass to supertest: request(t.server). */
  server: Server;
  config: AppConfig;
  dataSource: DataSource;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * The modules under test (a lib's own module, or the api's AppModule). Config, database, outbox, accounts and the
   * api's metrics are always there: the HTTP pipeline's sessions and metrics and every module's events need them.
   */
  imports?: ModuleMetadata['imports'];
  /** Environment overrides on top of the test configuration. */
  env?: Record<string, string>;
  /** Where the app's log lines go (silent by default). */
  logger?: Logger;
  /** More of main.ts's pipeline, registered after configureHttp and before init (e.g. useQueueDashboard). */
  pipeline?: (app: NestFastifyApplication, config: AppConfig, logger: Logger) => Promise<void>;
}

/** An HTTP app on the real pipeline (the same configureHttp as the api's main.ts) and the test database; no port. */
export async function startTestApp({
  imports = [],
  env = {},
  logger,
  pipeline,
}: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(env);
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule,
      DatabaseModule,
      OutboxModule,
      AuditModule,
      AccountsModule,
      SettingsModule,
      MetricsModule.forRoot('api'),
      ...imports,
    ],
  })
    .overrideProvider(APP_CONFIG)
    .useValue(config)
    .compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(config), {
    ...NEST_HTTP_OPTIONS,
    logger: false,
  });
  const log = logger ?? createLogger('silent', 'test-app');
  // The domains' part of the pipeline, as apps/api/src/main.ts passes it.
  const businessToday = app.get(BUSINESS_TODAY);
  await configureHttp(app, config, log, { useMediaFiles, useSessions, sessionCookieName, businessToday });
  await pipeline?.(app, config, log);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return { app, server: app.getHttpServer(), config, dataSource: app.get(DataSource), close: () => app.close() };
}
