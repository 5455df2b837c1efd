import type { RedisOptions } from 'bullmq';

/**
 * The longest any connection to Redis waits between two attempts to reconnect. BullMQ's own default grows to 20 s
 * (after about ten failed attempts, i.e. an outage of some 15 s), so the relay and the queues came back up to 20 s after
 * Redis did; a refused attempt costs next to nothing, so every connection tries at least this often and is back
 * within about a second of Redis's return.
 */
export const REDIS_RECONNECT_MAX_MS = 1000;

/** ioredis's retryStrategy: 200 ms, 400 ms ... then every REDIS_RECONNECT_MAX_MS, for as long as Redis is away. */
const redisReconnectDelay = (attempt: number): number => Math.min(attempt * 200, REDIS_RECONNECT_MAX_MS);

/**
 * ioredis options from a redis:// or rediss:// URL: the one place every connection of the api and the worker is
 * configured (BullMQ queues, workers and producers, health, rate limits, metrics, the queue dashboard, the heartbeat).
 */
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
    retryStrategy: redisReconnectDelay,
    ...overrides,
  };
}

/**
 * The longest a request waits for one Redis command before it goes on without Redis (rate limits and the sign-in
 * throttle count in this replica's memory). A healthy Redis answers in about a millisecond;
 * this ends the wait on one that keeps the connection open but answers nothing (a hung or overloaded host, a network
 * that drops packets), which neither the connect timeout nor the closed offline queue notices: without it every
 * booking waited for the whole hang.
 */
const REQUEST_PATH_REDIS_TIMEOUT_MS = 300;

/**
 * A client for checks on the request path (rate limits, metrics scrapes, health): it connects on first use, never
 * queues or retries a command while Redis is away and gives up on a command unanswered after `commandTimeoutMs`
 * (REQUEST_PATH_REDIS_TIMEOUT_MS unless the caller can wait longer), so the caller learns at once and answers without
 * it. Shutdown does not wait on a socket that is already gone.
 */
export function failFastRedisOptions(
  url: string,
  connectTimeoutMs: number,
  commandTimeoutMs = REQUEST_PATH_REDIS_TIMEOUT_MS,
): RedisOptions {
  return redisOptions(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: connectTimeoutMs,
    commandTimeout: commandTimeoutMs,
    disconnectTimeout: 100,
  });
}
