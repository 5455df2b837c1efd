import { Logger } from '@nestjs/common';
import type { AppConfig } from '@app/config';
import { freePort, RunningRedis, startRedis } from '@app/devstack';
import { waitFor } from '@app/testing';
import { REDIS_RECONNECT_MAX_MS } from './redis-connection';
import { RedisWatch } from './redis-watch';

/** A redis-server of its own, stopped and started again: the outage is reported once, not per reconnect attempt. */
describe('RedisWatch: one line when Redis goes, one when it is back', () => {
  let redis: RunningRedis;
  let watch: RedisWatch;
  const lines: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message) => void lines.push(`warn ${String(message)}`));
    jest.spyOn(Logger.prototype, 'log').mockImplementation((message) => void lines.push(`log ${String(message)}`));
    watch = new RedisWatch({ redisUrl: redis.url } as AppConfig);
  });
  afterAll(async () => {
    watch.onApplicationShutdown();
    jest.restoreAllMocks();
    await redis.stop();
  });

  it('reports a stop of several reconnect attempts as one outage, and its end within a reconnect of the return', async () => {
    await new Promise((resolve) => setTimeout(resolve, 200)); // connected
    await redis.stop();
    await waitFor(async () => lines.length > 0, 5_000, 'the outage line');
    // Long enough for several failed reconnects (200 ms, 400 ms, 600 ms ...).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // The first error is the connection's reset, or the refused reconnect when the close arrived cleanly: either way
    // one line, however many reconnects fail after it.
    expect(lines).toEqual([
      expect.stringMatching(/^warn Redis cannot be reached \((read ECONNRESET|connect ECONNREFUSED)/),
    ]);

    redis = await startRedis(redis.port);
    const back = Date.now();
    await waitFor(async () => lines.length > 1, 5_000, 'the return line');
    // The cap, and a scheduling margin for a busy machine.
    expect(Date.now() - back).toBeLessThan(REDIS_RECONNECT_MAX_MS + 1_000);
    expect(lines[1]).toMatch(/^log Redis is reachable again, after \d+\.\d s$/);
    expect(lines).toHaveLength(2);
  });
});
