import type Redis from 'ioredis';
import { MAX_WORKER_SILENCE_SECONDS } from '@app/config';

/**
 * When a worker last proved it could do its job (the heartbeat), shared through Redis so the api's health can tell
 * whether any worker runs. Any worker copy refreshes it. It expires once older than any allowed
 * HEALTH_WORKER_SILENCE_SECONDS, so a worker gone for good leaves no key, which reads as "never seen".
 */
export const WORKER_LAST_SEEN_KEY = 'champions:worker:last-seen';

export async function recordWorkerSeen(redis: Redis, now = Date.now()): Promise<void> {
  await redis.set(WORKER_LAST_SEEN_KEY, String(now), 'EX', MAX_WORKER_SILENCE_SECONDS);
}

/** Seconds since a worker was last seen, or null when none was within the key's lifetime. */
export async function secondsSinceWorkerSeen(redis: Redis, now = Date.now()): Promise<number | null> {
  const seen = Number(await redis.get(WORKER_LAST_SEEN_KEY));
  return seen > 0 ? Math.max(0, (now - seen) / 1000) : null;
}
