import type { RedisOptions } from 'bullmq';

/** ioredis options from a redis:// or rediss:// URL, shared by BullMQ queues, workers and health checks. */
export function redisOptions(url: string, overrides: RedisOptions = {}): RedisOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    // BullMQ workers block on Redis; they need unlimited retries per request.
    maxRetriesPerRequest: null,
    ...overrides,
  };
}

/**
 * A client for checks on the request path (health, rate limits): it connects on first use and never queues or retries
 * a command while Redis is away, so the caller learns at once and answers without it. Shutdown does not wait on a
 * socket that is already gone.
 */
export function failFastRedisOptions(url: string, connectTimeoutMs: number): RedisOptions {
  return redisOptions(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: connectTimeoutMs,
    disconnectTimeout: 100,
  });
}
