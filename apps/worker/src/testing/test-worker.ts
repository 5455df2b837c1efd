import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { APP_CONFIG } from '@app/config';
import { testConfig } from '@app/testing';
import { WorkerModule } from '../worker.module';

/** The real worker (relay, processors, handlers) in-process, against the test database and the given Redis. */
export async function startTestWorker(overrides: Record<string, string> = {}): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] })
    .overrideProvider(APP_CONFIG)
    .useValue(testConfig(overrides))
    .compile();
  moduleRef.useLogger(false);
  await moduleRef.init();
  return moduleRef;
}
