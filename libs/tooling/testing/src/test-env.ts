import type { DataSource } from 'typeorm';
import { AppConfig, loadConfig } from '@app/config';
import { SPARE_REDIS_SUITES } from '@app/devstack';

/** Integration tests run against the real PostgreSQL and Redis that `npm test` starts and exports. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
    throw new Error('Integration tests need DATABASE_URL and REDIS_URL: run them with `npm test`.');
  }
  return loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}

/** Polls `check` until it returns a truthy value, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A unique suffix so tests sharing one database never collide. */
export const unique = (prefix = 't') => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * A client address of its own (TEST-NET 198.18/15), sent as X-Forwarded-For: the test app trusts loopback, where
 * supertest connects from, as a proxy, so per-address rate limits of one test never meet another's.
 */
export const testAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

/**
 * A client address in TEST-NET's other half (198.19/16), which no suite but those at the real limits uses: unpaid holds
 * an earlier suite of the worker's database left on a testAddress() count against the same address at the real limits.
 */
export const testAddressAtRealLimits = () =>
  `198.19.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

/**
 * A client address no other suite meets: an IPv6 /64 (rate limits count IPv6 clients per /64) with 32 random bits,
 * for suites that run at the real limits while the others count their testAddress()es in the same Redis.
 */
export const testNetworkAddress = () => {
  const part = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${part()}:${part()}::1`;
};

/** The types of the outbox events written about a booking, sorted. */
export async function outboxTypesOf(dataSource: DataSource, bookingId: string): Promise<string[]> {
  const rows: { type: string }[] = await dataSource.query(
    `SELECT type FROM outbox WHERE payload::jsonb ->> 'bookingId' = $1`,
    [bookingId],
  );
  return rows.map((r) => r.type).sort();
}

/** The Redis database `npm test` claimed for this suite (SPARE_REDIS_SUITES). */
export function spareRedisUrl(suite: (typeof SPARE_REDIS_SUITES)[number]): string {
  const urls = process.env.TEST_REDIS_SPARE_URLS?.split(',');
  if (!urls) throw new Error('TEST_REDIS_SPARE_URLS is not set: run the integration tests with `npm test`.');
  return urls[SPARE_REDIS_SUITES.indexOf(suite)];
}
