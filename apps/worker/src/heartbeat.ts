import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stat } from 'node:fs/promises';

/** Where the worker proves it is alive; the container's health check reads it (same container, same /tmp). */
export const HEARTBEAT_FILE = join(tmpdir(), 'champions-worker.heartbeat');

/** How often a healthy worker touches the file, and how old it may get before the worker counts as dead. */
export const HEARTBEAT_INTERVAL_MS = 5_000;
export const HEARTBEAT_MAX_AGE_MS = 30_000;

/**
 * How often a worker records itself in Redis: every HEARTBEAT_INTERVAL_MS, or three times within a shorter
 * HEALTH_WORKER_SILENCE_SECONDS, so one beat delayed by a busy event loop does not show a live worker as late.
 */
export const heartbeatIntervalMs = (silenceSeconds: number) =>
  Math.min(HEARTBEAT_INTERVAL_MS, Math.floor((silenceSeconds * 1000) / 3));

/** True when the heartbeat file exists and was written within `maxAgeMs` of `now`. */
export async function heartbeatIsFresh(file: string, maxAgeMs: number, now = Date.now()): Promise<boolean> {
  try {
    return now - (await stat(file)).mtimeMs <= maxAgeMs;
  } catch {
    return false;
  }
}
