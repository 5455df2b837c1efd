import type { AppConfig } from '@app/config';
import { BACKUPS_OFF, type BackupRecord } from '@app/contracts';
import type { DataSource } from 'typeorm';
import { canServe, DOWN_AFTER_SLOW_PROBES, HEALTH_REPORT_TTL_MS, HealthService } from './health.service';

const HEALTH = { outboxLagSeconds: 60, workerSilenceSeconds: 60 };
const WORKER = 'worker-host-7-a1b2c3';

/**
 * The database and Redis are faked here (counting probes); the health int-spec checks the real ones. The outbox's
 * oldest unpublished row is `lag` seconds old; the worker was last seen `seenAgo` seconds ago (null: never); the
 * backups' status is `backup` (none: backups are off here).
 */
function serviceWith(
  state: { lag?: number | null; seenAgo?: number | null; databaseDown?: boolean; backup?: BackupRecord } = {},
) {
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
  // The workers' hash as its reading script answers: Redis's time in ms, then the fields and values.
  const now = 1_780_000_000_000;
  const entry = () => [WORKER, `${now - (seenAgo ?? 0) * 1000} {"metricsPort":9464}`];
  const evalScript = async () => [now, ...(seenAgo === null ? [] : entry())];
  const get = async () => (state.backup ? JSON.stringify(state.backup) : null);
  Object.assign(service, { redis: { status: 'ready', eval: evalScript, get, disconnect: () => undefined } });
  return { service, queries };
}

const HOUR_AGO = new Date(Date.now() - 3_600_000).toISOString();
/** Backups running well: a base backup an hour ago, 30 seconds of WAL waiting. */
const RECENT_BACKUP: BackupRecord = {
  ...BACKUPS_OFF,
  lastBackupAt: HOUR_AGO,
  restorableFrom: HOUR_AGO,
  restorableUntil: HOUR_AGO,
  archiveLagSeconds: 30,
  checkedAt: HOUR_AGO,
};

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
      workers: [{ id: WORKER, lastSeenSecondsAgo: 5, status: 'ok' }],
      backup: { state: 'off', lastBackupAgeSeconds: null, archiveLagSeconds: null },
    });
    expect((await serviceWith({ lag: 60, seenAgo: 60 }).service.check()).status).toBe('ok');
    expect(await serviceWith({ backup: RECENT_BACKUP }).service.check()).toMatchObject({
      status: 'ok',
      backup: { state: 'ok', lastBackupAgeSeconds: expect.any(Number), archiveLagSeconds: 30 },
    });
  });

  it.each([
    ['events wait longer than HEALTH_OUTBOX_LAG_SECONDS', { lag: 61.5 }, { outboxLagSeconds: 61 }],
    [
      'no worker was seen for HEALTH_WORKER_SILENCE_SECONDS',
      { seenAgo: 61 },
      { worker: 'down', workers: [{ id: WORKER, lastSeenSecondsAgo: 61, status: 'late' }] },
    ],
    ['no worker was ever seen', { seenAgo: null }, { worker: 'down', workerLastSeenSecondsAgo: null, workers: [] }],
    [
      'the archive cannot be shipped',
      { backup: { ...RECENT_BACKUP, failure: { what: 'archive' as const, message: 'EACCES', since: HOUR_AGO } } },
      { backup: { state: 'failing', lastBackupAgeSeconds: expect.any(Number), archiveLagSeconds: 30 } },
    ],
    [
      'the newest base backup is older than BACKUP_LATE_HOURS',
      { backup: { ...RECENT_BACKUP, lastBackupAt: new Date(Date.now() - 27 * 3_600_000).toISOString() } },
      { backup: { state: 'late', lastBackupAgeSeconds: expect.any(Number), archiveLagSeconds: 30 } },
    ],
  ])('is degraded (still serving) when %s', async (_, state, expected) => {
    expect(await serviceWith(state).service.check()).toMatchObject({ status: 'degraded', ...expected });
  });

  it('is degraded but still serves when only Redis does not answer', async () => {
    const { service } = serviceWith();
    Object.assign(service, {
      redis: { status: 'ready', eval: () => Promise.reject(new Error('down')), disconnect: () => undefined },
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

  describe('a slow answer is not an outage (a starved CPU)', () => {
    /** ioredis's commandTimeout and the probe's own limit both end in "timed out". */
    const slow = () => Promise.reject(new Error('Command timed out'));
    const refused = () => Promise.reject(new Error("Stream isn't writeable and enableOfflineQueue options is false"));

    /** Reports one after another, each a new probe (the one-second report is made again each time). */
    function reportsOf(service: HealthService) {
      let now = Date.parse('2026-06-01T12:00:00Z');
      jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout'] });
      return () => {
        jest.setSystemTime((now += HEALTH_REPORT_TTL_MS));
        return service.check();
      };
    }

    it(`says Redis and the worker are down only after ${DOWN_AFTER_SLOW_PROBES} slow answers in a row; meanwhile the last answer stands`, async () => {
      const { service } = serviceWith({ seenAgo: 5 });
      const next = reportsOf(service);
      expect(await next()).toMatchObject({ status: 'ok', redis: 'up', worker: 'up' });
      const redis = (service as unknown as { redis: { eval: () => Promise<unknown> } }).redis;
      const answering = redis.eval;
      redis.eval = slow;
      for (let i = 1; i < DOWN_AFTER_SLOW_PROBES; i++) {
        expect(await next()).toMatchObject({ status: 'ok', redis: 'up', worker: 'up', workerLastSeenSecondsAgo: 5 });
      }
      expect(await next()).toMatchObject({ status: 'degraded', redis: 'down', worker: 'down' });

      // One good answer starts the count again.
      redis.eval = answering;
      expect(await next()).toMatchObject({ status: 'ok', redis: 'up' });
      redis.eval = slow;
      expect(await next()).toMatchObject({ status: 'ok', redis: 'up' });
    });

    it('says Redis is down at once when it refuses (the connection is gone)', async () => {
      const { service } = serviceWith();
      const next = reportsOf(service);
      expect(await next()).toMatchObject({ redis: 'up' });
      Object.assign((service as unknown as { redis: object }).redis, { eval: refused });
      expect(await next()).toMatchObject({ status: 'degraded', redis: 'down', worker: 'down' });
    });

    it('keeps the database up through a slow answer, and down at once when it refuses', async () => {
      const state = { lag: null as number | null, databaseDown: false };
      const { service } = serviceWith(state);
      const next = reportsOf(service);
      expect(await next()).toMatchObject({ database: 'up' });
      const dataSource = (service as unknown as { dataSource: { query: () => Promise<unknown> } }).dataSource;
      const answering = dataSource.query;
      dataSource.query = slow;
      expect(canServe(await next())).toBe(true);
      dataSource.query = answering;
      state.databaseDown = true;
      expect(canServe(await next())).toBe(false);
    });
  });
});
