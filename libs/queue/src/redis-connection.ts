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
 * The longest a request waits for one Redis command before it goes on without Redis (rate limits and the sign-in
 * throttle count in this replica's memory, health reports Redis down). A healthy Redis answers in about a millisecond;
 * this ends the wait on one that keeps the connection open but answers nothing (a hung or overloaded host, a network
 * that drops packets), which neither the connect timeout nor the closed offline queue notices: without it every
 * booking waited for the whole hang.
 */
export const REQUEST_PATH_REDIS_TIMEOUT_MS = 300;

/**
 * A client for checks on the request path (health, rate limits, metrics scrapes): it connects on first use, never
 * queues or retries a command while Redis is away and gives up on a command unanswered after
 * REQUEST_PATH_REDIS_TIMEOUT_MS, so the caller learns at once and answers without it. Shutdown does not wait on a
 * socket that is already gone.
 */
export function failFastRedisOptions(url: string, connectTimeoutMs: number): RedisOptions {
  return redisOptions(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: connectTimeoutMs,
    commandTimeout: REQUEST_PATH_REDIS_TIMEOUT_MS,
    disconnectTimeout: 100,
  });
}
