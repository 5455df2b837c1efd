import type { AppConfig } from '@app/config';
import type { DataSource } from 'typeorm';
import { HEALTH_REPORT_TTL_MS, HealthService } from './health.service';

/** The database and Redis are faked here (counting probes); platform.int-spec checks the real ones. */
function serviceWithCountingDatabase() {
  const queries = { count: 0 };
  const dataSource = { query: async () => void queries.count++ } as unknown as DataSource;
  const service = new HealthService(dataSource, { redisUrl: 'redis://127.0.0.1:1' } as AppConfig);
  Object.assign(service, { redis: { status: 'ready', ping: async () => 'PONG', disconnect: () => undefined } });
  return { service, queries };
}

describe('HealthService', () => {
  afterEach(() => jest.useRealTimers());

  it('answers a flood of probes with one check per second', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['nextTick', 'setImmediate'] });
    const { service, queries } = serviceWithCountingDatabase();
    const reports = await Promise.all(Array.from({ length: 50 }, () => service.check()));
    expect(reports.every((r) => r.status === 'ok')).toBe(true);
    expect(queries.count).toBe(1);

    jest.setSystemTime(HEALTH_REPORT_TTL_MS - 1);
    await service.check();
    expect(queries.count).toBe(1);

    jest.setSystemTime(HEALTH_REPORT_TTL_MS);
    await service.check();
    expect(queries.count).toBe(2);
    service.onModuleDestroy();
  });
});
