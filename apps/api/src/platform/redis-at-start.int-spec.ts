import request from 'supertest';
import { freePort, RunningRedis, startRedis } from '@app/devstack';
import { QUEUE_DASHBOARD_PATH, useQueueDashboard } from '@app/admin';
import { QUEUE_NAMES } from '@app/queue';
import { loginAsAdmin, startTestApp, TestApp, waitFor } from '@app/testing';
import { ApiMetricsModule } from '@api/metrics/metrics.module';

const TOKEN = 'metrics-token-for-the-redis-at-start-test';

/**
 * The api started while Redis was away (a host rebooting, Redis still starting): what reads the queues through
 * BullMQ (the queue gauges of /metrics, the queue dashboard) must work once Redis arrives, without a restart.
 */
describe('Redis away when the api starts', () => {
  let t: TestApp;
  let port: number;
  let redis: RunningRedis | undefined;

  beforeAll(async () => {
    port = await freePort();
    t = await startTestApp({
      imports: [ApiMetricsModule],
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, METRICS_TOKEN: TOKEN },
      pipeline: useQueueDashboard,
    });
  });
  afterAll(async () => {
    await t.close();
    await redis?.stop();
  });

  const queueGauges = async () => {
    const res = await request(t.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    return res.text.split('\n').filter((line) => line.startsWith('champions_queue_jobs{'));
  };

  it('serves the queue gauges and the queue dashboard once Redis is there', async () => {
    expect(await queueGauges()).toEqual([]);

    redis = await startRedis(port);
    // Redis clients reconnect with a backoff of up to 2 s.
    const lines = await waitFor(
      async () => {
        const found = await queueGauges();
        return found.length > 0 && found;
      },
      15_000,
      'the queue gauges',
    );
    for (const queue of QUEUE_NAMES)
      expect(
        lines.filter((line) => line.includes(`queue="${queue}"`) && line.includes('state="waiting"')),
      ).toHaveLength(1);

    const admin = await loginAsAdmin(t.server);
    const dashboard = await waitFor(
      async () => {
        const res = await admin
          .get(`${QUEUE_DASHBOARD_PATH}/api/queues`)
          .timeout(3_000)
          .catch(() => undefined);
        return res?.status === 200 && res;
      },
      15_000,
      'the queue dashboard',
    );
    expect((dashboard.body.queues as { name: string }[]).map((q) => q.name).sort()).toEqual([...QUEUE_NAMES].sort());
  });
});
