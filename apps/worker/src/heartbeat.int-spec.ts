import { Module } from '@nestjs/common';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { QueueWorkerModule, readWorkerSightings } from '@app/queue';
import { startTestWorker, waitFor } from '@app/testing';
import { HEARTBEAT_MAX_AGE_MS, heartbeatIsFresh } from './heartbeat';
import { HEARTBEAT_PATH, HeartbeatService } from './heartbeat.service';

/** Longer than any entry here can be old. */
const KEPT_SECONDS = 3600;

describe('worker heartbeat', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'heartbeat-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('beats (file and last-seen key) while the queue workers run and Redis answers; once stopped, leaves the list', async () => {
    const file = join(dir, 'beat');
    @Module({
      imports: [QueueWorkerModule],
      providers: [{ provide: HEARTBEAT_PATH, useValue: file }, HeartbeatService],
    })
    class HeartbeatModule {}
    const worker = await startTestWorker({ imports: [HeartbeatModule] });
    const heartbeat = worker.get(HeartbeatService);
    const redis = new Redis(process.env.REDIS_URL!);
    let closed = false;
    try {
      await waitFor(() => heartbeat.beat(), 10_000, 'a heartbeat');
      expect(await heartbeatIsFresh(file, HEARTBEAT_MAX_AGE_MS)).toBe(true);
      const mine = (await readWorkerSightings(redis, KEPT_SECONDS)).find((s) => s.id === heartbeat.id);
      expect(mine?.secondsAgo).toBeLessThan(5);
      await worker.close();
      closed = true;
      // A clean stop leaves the list, and no beat after it writes the entry back.
      expect(await heartbeat.beat()).toBe(false);
      expect((await readWorkerSightings(redis, KEPT_SECONDS)).map((s) => s.id)).not.toContain(heartbeat.id);
    } finally {
      if (!closed) await worker.close();
      redis.disconnect();
    }
  }, 30_000);
});
