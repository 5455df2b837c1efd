import { Controller, Get, Module, Param } from '@nestjs/common';
import request from 'supertest';
import Redis from 'ioredis';
import { REQUEST_MESSAGES } from '@app/platform';
import { QUEUE_NAMES } from '@app/queue';
import { clearBackupStatus, recordBackupOutcome } from '@app/backup';
import { startTestApp, TestApp } from '@app/testing';
import { ApiMetricsModule } from './metrics.module';

const TOKEN = 'metrics-token-for-the-api-tests';

@Controller('metrics-probe')
class ProbeController {
  @Get(':id')
  one(@Param('id') id: string) {
    return { id };
  }
}
@Module({ controllers: [ProbeController] })
class ProbeModule {}

/** The value of one sample line (`name{labels} value`) whose labels include all of `labels`, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => l.includes(`${key}="${value}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics (api)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ imports: [ApiMetricsModule, ProbeModule], env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = () => request(t.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);

  it('answers 401 without the token or with a wrong one, naming the scheme', async () => {
    const none = await request(t.server).get('/metrics').expect(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.body).toMatchObject({ code: 'UNAUTHORIZED' });
    await request(t.server).get('/metrics').set('Authorization', 'Bearer not-the-token').expect(401);
    await request(t.server).get('/metrics').set('Authorization', `Basic ${TOKEN}`).expect(401);
    await request(t.server).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });

  it('times each request by route pattern and status, never counting the scrapes themselves', async () => {
    await request(t.server).get('/api/metrics-probe/41').expect(200);
    await request(t.server).get('/api/metrics-probe/42').expect(200);
    await request(t.server).get('/api/no-such-route/42').expect(404);
    const res = await scrape();
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['content-type']).toContain('version=0.0.4');
    const probe = { service: 'api', method: 'GET', route: '/api/metrics-probe/:id', status: '200' };
    expect(sample(res.text, 'http_request_duration_seconds_count', probe)).toBe(2);
    expect(sample(res.text, 'http_request_duration_seconds_bucket', { ...probe, le: '+Inf' })).toBe(2);
    expect(
      sample(res.text, 'http_request_duration_seconds_count', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(res.text).not.toContain('metrics-probe/42');
    expect(res.text).not.toContain('route="/metrics"');
    expect(res.text).toContain('process_cpu_user_seconds_total{service="api"}');
  });

  it('reads the outbox backlog and the queues when scraped', async () => {
    const id = crypto.randomUUID();
    await t.dataSource.query(
      `INSERT INTO outbox (id, type, payload, created_at) VALUES ($1, 'metrics.test', '{}', now() - interval '1 hour')`,
      [id],
    );
    try {
      const res = await scrape();
      expect(sample(res.text, 'champions_outbox_unpublished_events', { service: 'api' })).toBeGreaterThanOrEqual(1);
      expect(
        sample(res.text, 'champions_outbox_oldest_unpublished_age_seconds', { service: 'api' }),
      ).toBeGreaterThanOrEqual(3600);
    } finally {
      await t.dataSource.query(`DELETE FROM outbox WHERE id = $1`, [id]);
    }
    const res = await scrape();
    for (const queue of QUEUE_NAMES) {
      for (const state of ['waiting', 'active', 'delayed', 'failed']) {
        expect(sample(res.text, 'champions_queue_jobs', { queue, state })).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("reads the backups' status when scraped, leaving out what is not known", async () => {
    const redis = new Redis(t.config.redisUrl);
    const at = new Date();
    try {
      await clearBackupStatus(redis);
      const off = (await scrape()).text;
      expect(sample(off, 'champions_backup_failing', { service: 'api' })).toBe(0);
      expect(off).not.toContain('champions_backup_last_success_age_seconds{');
      expect(off).not.toContain('champions_backup_archive_lag_seconds{');

      const lastBackupAt = new Date(at.getTime() - 7200_000).toISOString();
      const facts = { lastBackupAt, archiveLagSeconds: 42 };
      await recordBackupOutcome(redis, { work: 'archive', at, facts, failed: 'EACCES: permission denied' });
      const failing = (await scrape()).text;
      expect(sample(failing, 'champions_backup_failing', { service: 'api' })).toBe(1);
      expect(sample(failing, 'champions_backup_archive_lag_seconds', { service: 'api' })).toBe(42);
      expect(sample(failing, 'champions_backup_last_success_age_seconds', { service: 'api' })).toBeGreaterThanOrEqual(
        7200,
      );

      await recordBackupOutcome(redis, { work: 'archive', at, facts: { archiveLagSeconds: 0 } });
      expect(sample((await scrape()).text, 'champions_backup_failing', { service: 'api' })).toBe(0);
    } finally {
      await clearBackupStatus(redis);
      redis.disconnect();
    }
  });
});

describe('GET /metrics (api) without METRICS_TOKEN', () => {
  it('answers like a route that does not exist, whatever is sent', async () => {
    const t = await startTestApp({ imports: [ApiMetricsModule], env: { METRICS_TOKEN: '' } });
    try {
      const res = await request(t.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'ROUTE_NOT_FOUND',
        message: REQUEST_MESSAGES.routeNotFound,
      });
    } finally {
      await t.close();
    }
  });
});
