import { MAX_WORKER_SILENCE_SECONDS, type AppConfig } from '@app/config';
import type { DataSource } from 'typeorm';
import { canServe, HEALTH_REPORT_TTL_MS, HealthService } from './health.service';

const HEALTH = { outboxLagSeconds: 60, workerSilenceSeconds: 60 };

/**
 * The database and Redis are faked here (counting probes); the health int-spec checks the real ones. The outbox's
 * oldest unpublished row is `lag` seconds old; the worker was last seen `seenAgo` seconds ago (null: never).
 */
function serviceWith(state: { lag?: number | null; seenAgo?: number | null; databaseDown?: boolean } = {}) {
  const queries = { count: 0 };
  const dataSource = {
    query: async () => {
      queries.count++;
      if (state.databaseDown) throw new Error('connection refused');
      return [{ unpublished: state.lag == null ? 0 : 1, age: state.lag ?? null }];
    },
  } as unknown as DataSource;
  const service = new HealthService(dataSource, { redisUrl: 'redis://127.0.0.1:1', health: HEALTH } as AppConfig);
  const seenAgo = state.seenAgo === undefined ? 5 : state.seenAgo;
  // The key's remaining lifetime in ms, as Redis's PTTL answers it (-2: no such key).
  const pttl = async () => (seenAgo === null ? -2 : (MAX_WORKER_SILENCE_SECONDS - seenAgo) * 1000);
  Object.assign(service, { redis: { status: 'ready', pttl, disconnect: () => undefined } });
  return { service, queries };
}

describe('HealthService', () => {
  afterEach(() => jest.useRealTimers());

  it('answers a flood of probes with one check per second', async () => {
    const start = Date.parse('2026-06-01T12:00:00Z');
    jest.useFakeTimers({ now: start, doNotFake: ['nextTick', 'setImmediate'] });
    const { service, queries } = serviceWith();
    const reports = await Promise.all(Array.from({ length: 50 }, () => service.check()));
    expect(reports.every((r) => r.status === 'ok')).toBe(true);
    expect(queries.count).toBe(1);

    jest.setSystemTime(start + HEALTH_REPORT_TTL_MS - 1);
    await service.check();
    expect(queries.count).toBe(1);

    jest.setSystemTime(start + HEALTH_REPORT_TTL_MS);
    await service.check();
    expect(queries.count).toBe(2);
    service.onApplicationShutdown();
  });

  it('is ok with an empty outbox and a worker seen lately', async () => {
    expect(await serviceWith({ lag: null, seenAgo: 5 }).service.check()).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
      outboxLagSeconds: 0,
      worker: 'up',
      workerLastSeenSecondsAgo: 5,
    });
    expect((await serviceWith({ lag: 60, seenAgo: 60 }).service.check()).status).toBe('ok');
  });

  it.each([
    ['events wait longer than HEALTH_OUTBOX_LAG_SECONDS', { lag: 61.5 }, { outboxLagSeconds: 61 }],
    ['no worker was seen for HEALTH_WORKER_SILENCE_SECONDS', { seenAgo: 61 }, { worker: 'down' }],
    ['no worker was ever seen', { seenAgo: null }, { worker: 'down', workerLastSeenSecondsAgo: null }],
  ])('is degraded (still serving) when %s', async (_, state, expected) => {
    expect(await serviceWith(state).service.check()).toMatchObject({ status: 'degraded', ...expected });
  });

  it('is degraded but still serves when only Redis does not answer', async () => {
    const { service } = serviceWith();
    Object.assign(service, {
      redis: { status: 'ready', pttl: () => Promise.reject(new Error('down')), disconnect: () => undefined },
    });
    const report = await service.check();
    expect(report).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
    expect(canServe(report)).toBe(true);
  });

  it('is degraded, and cannot serve, when the database does not answer', async () => {
    const report = await serviceWith({ databaseDown: true }).service.check();
    expect(canServe(report)).toBe(false);
    expect(report).toMatchObject({
      status: 'degraded',
      database: 'down',
      outboxLagSeconds: null,
    });
  });
});
