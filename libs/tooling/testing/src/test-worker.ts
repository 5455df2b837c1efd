import type { INestApplicationContext, ModuleMetadata } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AuditModule } from '@app/audit';
import { APP_CONFIG, ConfigModule } from '@app/config';
import { JobDatabaseModule } from '@app/database';
import { MetricsModule } from '@app/metrics';
import { HANDLER_CHECK, HandlerCheck, QueueWorkerModule } from '@app/queue';
import { SettingsModule } from '@app/settings';
import { testConfig } from './test-env';

export interface TestWorkerOptions {
  /** The domain worker modules under test (their @OnEvent / @OnJob handlers), e.g. [ContactWorkerModule]. */
  imports?: ModuleMetadata['imports'];
  /** Environment overrides, e.g. { SMTP_URL, REDIS_URL }. */
  overrides?: Record<string, string>;
  /**
   * 'partial' (default): only the handlers loaded here must be consistent, since a test loads a few modules; the
   * relay then claims only events that have a subscriber here. 'complete': the real worker's start-up check.
   */
  check?: HandlerCheck;
}

/**
 * A real worker (relay, one worker per queue, housekeeping, its metrics) in-process, on the test database and the
 * given Redis. Its metrics are served only when a test imports MetricsServer with a WORKER_METRICS_PORT of its own.
 */
export async function startTestWorker(options: TestWorkerOptions = {}): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule,
      JobDatabaseModule,
      AuditModule,
      SettingsModule,
      MetricsModule.forRoot('worker'),
      QueueWorkerModule,
      ...(options.imports ?? []),
    ],
  })
    .overrideProvider(APP_CONFIG)
    .useValue(testConfig(options.overrides))
    .overrideProvider(HANDLER_CHECK)
    .useValue(options.check ?? 'partial')
    .compile();
  moduleRef.useLogger(false);
  try {
    await moduleRef.init();
  } catch (err) {
    // A refused start (the start-up check) still opened its connections; Nest's close() would first await the
    // failed initialisation again and stop there, so it is told initialisation is over before closing.
    Object.assign(moduleRef, { initializationPromise: Promise.resolve() });
    await moduleRef.close();
    throw err;
  }
  return moduleRef;
}
