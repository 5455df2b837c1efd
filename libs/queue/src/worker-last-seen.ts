import type Redis from 'ioredis';
import { MAX_WORKER_SILENCE_SECONDS } from '@app/config';

/**
 * When a worker last proved it could do its job (the heartbeat), shared through Redis so the api's health can tell
 * whether any worker runs. Any worker copy refreshes it. It expires once older than any allowed
 * HEALTH_WORKER_SILENCE_SECONDS, so a worker gone for good leaves no key, which reads as "never seen". The age is
 * read from the key's remaining lifetime, on Redis's clock: the worker's and the api's hosts need not agree.
 */
export const WORKER_LAST_SEEN_KEY = 'champions:worker:last-seen';

const LIFETIME_MS = MAX_WORKER_SILENCE_SECONDS * 1000;

/** Records a worker as seen now, or `secondsAgo` seconds ago (for tests of a silent worker). */
export async function recordWorkerSeen(redis: Redis, secondsAgo = 0): Promise<void> {
  // The value is for a person reading Redis; the age comes from the expiry.
  const seenAt = new Date(Date.now() - secondsAgo * 1000).toISOString();
  await redis.set(WORKER_LAST_SEEN_KEY, seenAt, 'PX', LIFETIME_MS - secondsAgo * 1000);
}

/** Seconds since a worker was last seen, or null when none was within the key's lifetime. */
export async function secondsSinceWorkerSeen(redis: Redis): Promise<number | null> {
  const left = await redis.pttl(WORKER_LAST_SEEN_KEY);
  return left > 0 ? Math.max(0, LIFETIME_MS - left) / 1000 : null;
}
