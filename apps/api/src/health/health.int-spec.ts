import Redis from 'ioredis';
import request from 'supertest';
import { recordWorkerSeen, WORKERS_SEEN_KEY } from '@app/queue';
import { startTestApp, TestApp } from '@app/testing';
import { HEALTH_REPORT_TTL_MS } from './health.service';
import { HealthModule } from './health.module';

/**
 * /api/health on the real PostgreSQL and Redis: "degraded" (still 200) when events wait in the outbox too long or no
 * worker was seen lately. The suites share one database, whose outbox may hold rows other suites left unpublished
 * (minutes old at most), so the outbox threshold here is an hour and the late row a day old.
 */
describe('GET /api/health: outbox lag and worker', () => {
  /** As newWorkerId makes them: host, pid, a random part (the part health shows without the metrics token). */
  const WORKER = 'health-test-host-4242-a1b2c3';
  const seen = (secondsAgo = 0) => recordWorkerSeen(redis, WORKER, { metricsPort: null }, secondsAgo);
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    t = await startTestApp({
      imports: [HealthModule],
      env: { HEALTH_OUTBOX_LAG_SECONDS: '3600', HEALTH_WORKER_SILENCE_SECONDS: '60' },
    });
    redis = new Redis(t.config.redisUrl);
  });
  afterAll(async () => {
    await redis.hdel(WORKERS_SEEN_KEY, WORKER);
    redis.disconnect();
    await t.close();
  });

  /** A report made after the state just set up (one report answers every probe for HEALTH_REPORT_TTL_MS). */
  const health = async () => {
    await new Promise((resolve) => setTimeout(resolve, HEALTH_REPORT_TTL_MS));
    return (await request(t.server).get('/api/health').expect(200)).body;
  };

  it('is ok when a worker was seen just now and no event waits long', async () => {
    await seen();
    expect(await health()).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
      outboxLagSeconds: expect.any(Number),
      worker: 'up',
      workerLastSeenSecondsAgo: expect.any(Number),
      workers: expect.arrayContaining([{ id: 'a1b2c3', lastSeenSecondsAgo: expect.any(Number), status: 'ok' }]),
      backup: { state: 'off', lastBackupAgeSeconds: null, archiveLagSeconds: null },
    });
  });

  it('is degraded when no worker was ever seen, or none lately', async () => {
    await redis.del(WORKERS_SEEN_KEY);
    expect(await health()).toMatchObject({ status: 'degraded', worker: 'down', workerLastSeenSecondsAgo: null });
    await seen(90);
    const silent = await health();
    expect(silent).toMatchObject({ status: 'degraded', worker: 'down' });
    expect(silent.workerLastSeenSecondsAgo).toBeGreaterThanOrEqual(90);
  });

  it('is degraded while an event waits in the outbox longer than HEALTH_OUTBOX_LAG_SECONDS', async () => {
    await seen();
    const id = crypto.randomUUID();
    await t.dataSource.query(
      `INSERT INTO outbox (id, type, payload, created_at) VALUES ($1, 'health.test', '{}', now() - interval '1 day')`,
      [id],
    );
    try {
      const report = await health();
      expect(report).toMatchObject({ status: 'degraded', worker: 'up' });
      expect(report.outboxLagSeconds).toBeGreaterThanOrEqual(86_400);
    } finally {
      await t.dataSource.query(`DELETE FROM outbox WHERE id = $1`, [id]);
    }
    expect(await health()).toMatchObject({ status: 'ok' });
  });
});
