import { Logger } from '@nestjs/common';
import type { AppConfig } from '@app/config';
import { freePort, RunningRedis, startRedis } from '@app/devstack';
import { Metrics } from '@app/metrics';
import { waitFor } from '@app/testing';
import { isRefusal } from './too-many-requests';
import { RateLimitStore } from './rate-limit.store';

/**
 * Limits without Redis, on a redis-server of this suite's own that it stops and starts: the one documented behaviour
 * (docs/operations.md, "Abuse limits"), said once per outage and counted in /metrics.
 */
describe('abuse limits while Redis cannot be reached', () => {
  let redis: RunningRedis;
  let store: RateLimitStore;
  let metrics: Metrics;
  const lines: string[] = [];

  beforeAll(async () => {
    redis = await startRedis(await freePort());
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message) => void lines.push(`warn ${String(message)}`));
    jest.spyOn(Logger.prototype, 'log').mockImplementation((message) => void lines.push(`log ${String(message)}`));
    metrics = new Metrics('api');
    store = new RateLimitStore({ redisUrl: redis.url, rateLimitFactor: 1 } as AppConfig, metrics);
    await store.onModuleInit();
  });
  afterAll(async () => {
    store.onApplicationShutdown();
    jest.restoreAllMocks();
    await redis.stop();
  });

  const countedInMemory = async (limit = 'outage') => {
    const line = new RegExp(`^champions_rate_limit_memory_counts_total\\{limit="${limit}".*\\} (\\d+)$`, 'm');
    return Number(line.exec(await metrics.render())?.[1] ?? 0);
  };

  it("count in this process's memory, still refusing past the limit; logged once per outage and counted", async () => {
    const limiter = store.limiter('outage', 2, 60);
    await limiter.consume('client');
    expect(lines).toEqual([]);

    await redis.stop();
    // The memory starts from zero: two more pass, the third is refused, and nothing waits for Redis.
    await limiter.consume('client');
    await limiter.consume('client');
    const refused = await limiter.consume('client').catch((reason: unknown) => reason);
    expect(isRefusal(refused)).toBe(true);
    expect(await countedInMemory()).toBe(3);
    expect(lines).toEqual([
      expect.stringMatching(/^warn Redis does not answer: abuse limits count in this process's memory/),
    ]);

    redis = await startRedis(redis.port);
    await waitFor(async () => lines.length === 2, 10_000, 'the line saying limits count in Redis again');
    expect(lines[1]).toBe('log Redis answers again: abuse limits count in Redis');
    await limiter.consume('another client');
    expect(await countedInMemory()).toBe(3);
    expect(lines).toHaveLength(2);
  });

  it("a sign-in's counts wait for a Redis that answers late, where a request's count goes to memory", async () => {
    const request = store.limiter('late-request', 10, 60);
    const signIn = store.signInLimiter('late-sign-in', 10, 60);
    // Hung for longer than the request path waits, shorter than a sign-in does: a busy host running us late.
    redis.pause();
    const resumes = setTimeout(() => redis.resume(), 600);
    try {
      await Promise.all([request.consume('client'), signIn.consume('client')]);
    } finally {
      clearTimeout(resumes);
      redis.resume();
    }
    expect(await countedInMemory('late-request')).toBe(1);
    expect(await countedInMemory('late-sign-in')).toBe(0);
    expect(await signIn.get('client')).toMatchObject({ consumedPoints: 1 });
  });
});
