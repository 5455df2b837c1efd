import { INestApplicationContext, Module } from '@nestjs/common';
import Redis from 'ioredis';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { MetricsServer } from '@app/metrics';
import {
  QueueWorkerModule,
  readWorkerSightings,
  recordWorkerSeen,
  WORKER_DROPPED_AFTER_SILENCES,
  WORKER_LOST_AFTER_SILENCES,
} from '@app/queue';
import { startTestApp, startTestWorker, TestApp, waitFor } from '@app/testing';
import { HEARTBEAT_PATH, HeartbeatService } from '@worker/heartbeat.service';
import type { WorkerHealth } from './workers-health';
import { HealthModule } from './health.module';
import { HEALTH_REPORT_TTL_MS } from './health.service';

const SILENCE_SECONDS = 3;
const TOKEN = 'metrics-token-for-the-workers-tests';

/** The longest any test here lists a silent worker. */
const KEPT_SECONDS = WORKER_DROPPED_AFTER_SILENCES * SILENCE_SECONDS;

/**
 * Two workers (heartbeat and metrics, as apps/worker runs them) on one Redis and the api's health reading it with a
 * short HEALTH_WORKER_SILENCE_SECONDS. The suites of one Jest worker, which share its Redis, run one after another, so
 * the only workers beating here are these two (others stopped cleanly, leaving the list).
 */
describe('GET /api/health with two workers', () => {
  const env = {
    METRICS_TOKEN: TOKEN,
    HEALTH_WORKER_SILENCE_SECONDS: String(SILENCE_SECONDS),
    // The suites share one database, whose outbox may hold rows other suites left unpublished.
    HEALTH_OUTBOX_LAG_SECONDS: '3600',
  };
  let dir: string;
  let api: TestApp;
  let redis: Redis;
  const workers: INestApplicationContext[] = [];
  const running = new Set<INestApplicationContext>();

  const startWorker = async (file: string) => {
    @Module({
      imports: [QueueWorkerModule],
      providers: [{ provide: HEARTBEAT_PATH, useValue: file }, HeartbeatService, MetricsServer],
    })
    class WorkerWithHeartbeat {}
    const worker = await startTestWorker({
      imports: [WorkerWithHeartbeat],
      overrides: { ...env, WORKER_METRICS_PORT: '0' },
    });
    running.add(worker);
    return worker;
  };
  const stop = async (worker: INestApplicationContext) => {
    running.delete(worker);
    await worker.close();
  };
  const idOf = (worker: INestApplicationContext) => worker.get(HeartbeatService).id;

  /** The next health report in which `ready` holds for the listed workers. */
  const healthWhen = (ready: (workers: WorkerHealth[]) => boolean, what: string) =>
    waitFor(
      async () => {
        const report = (await request(api.server).get('/api/health').auth(TOKEN, { type: 'bearer' }).expect(200)).body;
        return ready(report.workers) && report;
      },
      15_000,
      what,
    );
  const statusOf = (workers: WorkerHealth[], worker: INestApplicationContext) =>
    workers.find((w) => w.id === idOf(worker))?.status;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'health-workers-'));
    api = await startTestApp({ imports: [HealthModule], env });
    redis = new Redis(process.env.REDIS_URL!);
    workers.push(await startWorker(join(dir, 'a')), await startWorker(join(dir, 'b')));
  });
  afterAll(async () => {
    await Promise.all([...running].map(stop));
    redis?.disconnect();
    await api?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists both, each with a /metrics port of its own (WORKER_METRICS_PORT=0) told in its entry', async () => {
    const [a, b] = workers;
    const report = await healthWhen(
      (listed) => statusOf(listed, a) === 'ok' && statusOf(listed, b) === 'ok',
      'both workers listed as ok',
    );
    expect(report).toMatchObject({ status: 'ok', worker: 'up', workerLastSeenSecondsAgo: expect.any(Number) });

    const ports = workers.map((w) => w.get(MetricsServer).port());
    expect(ports[0]).toEqual(expect.any(Number));
    expect(ports[1]).toEqual(expect.any(Number));
    expect(ports[0]).not.toBe(ports[1]);
    for (const port of ports) {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('service="worker"');
    }
    const sightings = await readWorkerSightings(redis, KEPT_SECONDS);
    expect(workers.map((w) => sightings.find((s) => s.id === idOf(w))?.metricsPort)).toEqual(ports);
  });

  it("names each worker's host and pid only to a caller holding the metrics token", async () => {
    const [a, b] = workers;
    await healthWhen((listed) => statusOf(listed, a) === 'ok' && statusOf(listed, b) === 'ok', 'both listed');
    for (const auth of [undefined, 'Bearer not-the-token']) {
      const asked = request(api.server).get('/api/health');
      const { workers: listed } = (await (auth ? asked.set('Authorization', auth) : asked).expect(200)).body;
      for (const worker of [a, b]) {
        const id = idOf(worker);
        const shown = listed.find((w: WorkerHealth) => id.endsWith(`-${w.id}`));
        expect(shown).toMatchObject({ status: 'ok', id: id.split('-').at(-1) });
      }
      expect(JSON.stringify(listed)).not.toContain(hostname());
    }
  });

  it('lists a worker that vanished as late, then lost, then drops it: its age on Redis’s clock decides', async () => {
    // A worker killed outright removes nothing: its entry stays as last written, and only its age grows. The entries
    // here are written that many seconds in the past (recordWorkerSeen's test parameter) instead of waiting it out.
    const vanished = `vanished-${Date.now()}`;
    const lastSeen = (secondsAgo: number) => recordWorkerSeen(redis, vanished, { metricsPort: null }, secondsAgo);
    const statusOfVanished = (listed: WorkerHealth[]) => listed.find((w) => w.id === vanished)?.status;
    const stages: [number, string | undefined][] = [
      [SILENCE_SECONDS + 0.5, 'late'],
      [WORKER_LOST_AFTER_SILENCES * SILENCE_SECONDS + 0.5, 'lost'],
      [KEPT_SECONDS + 0.5, undefined],
    ];
    for (const [secondsAgo, status] of stages) {
      await lastSeen(secondsAgo);
      const report = await healthWhen((listed) => statusOfVanished(listed) === status, `the vanished worker ${status}`);
      // The live workers keep the queues up whatever the vanished one shows.
      expect(report).toMatchObject({ status: 'ok', worker: 'up' });
    }
  });

  it('takes a worker that stopped cleanly off the list at once, and is degraded once none is left', async () => {
    const [a, b] = workers;
    await stop(a);
    // Gone from Redis as soon as its shutdown ends, not after the silence.
    expect((await readWorkerSightings(redis, KEPT_SECONDS)).map((s) => s.id)).not.toContain(idOf(a));
    const oneLeft = await healthWhen(
      (listed) => statusOf(listed, a) === undefined && statusOf(listed, b) === 'ok',
      'the stopped worker gone from the list',
    );
    expect(oneLeft).toMatchObject({ status: 'ok', worker: 'up' });
    // The live one beats often enough (three times within the silence) never to be shown late between its beats.
    for (let report = 0; report <= SILENCE_SECONDS; report++) {
      await new Promise((resolve) => setTimeout(resolve, HEALTH_REPORT_TTL_MS));
      const { workers: listed } = (
        await request(api.server).get('/api/health').auth(TOKEN, { type: 'bearer' }).expect(200)
      ).body;
      expect(statusOf(listed, b)).toBe('ok');
    }

    await stop(b);
    const noneLeft = await healthWhen(
      (listed) => statusOf(listed, a) === undefined && statusOf(listed, b) === undefined,
      'both stopped workers gone from the list',
    );
    expect(noneLeft).toMatchObject({ status: 'degraded', worker: 'down' });
  });
});
