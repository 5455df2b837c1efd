import type Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { MAX_WORKER_SILENCE_SECONDS } from '@app/config';

/**
 * When each worker last proved it could do its job (its heartbeat), shared through Redis so the api's health can list
 * the workers and tell a dead one among live ones. One hash: a field per worker id, its value `<seen at, ms> <details
 * JSON>`. Redis's clock (TIME) stamps each entry and measures each age, so the workers' and the api's hosts need not
 * agree. A worker that stops cleanly removes its own entry (forgetWorker); one that vanished (killed, its host gone)
 * stays until the reader drops it (WORKER_DROPPED_AFTER_SILENCES), and an entry older than any reader keeps is deleted
 * by the next worker that writes (the whole hash expires when none writes any more).
 */
export const WORKERS_SEEN_KEY = 'champions:workers:seen';

/**
 * A silent worker is `late` once silent past HEALTH_WORKER_SILENCE_SECONDS (it may be hung or cut off from Redis, and
 * come back), `lost` past this many silences (it is not coming back: killed, or its host gone), and dropped from the
 * list past WORKER_DROPPED_AFTER_SILENCES: docs/operations.md, Metrics and health.
 */
export const WORKER_LOST_AFTER_SILENCES = 2;
/** How many silences a vanished worker stays listed (late, then lost) before it leaves the list. */
export const WORKER_DROPPED_AFTER_SILENCES = 10;
/** The longest any reader lists a silent worker (the longest silence allowed): older entries are deleted. */
const KEPT_MS = WORKER_DROPPED_AFTER_SILENCES * MAX_WORKER_SILENCE_SECONDS * 1000;

/** What a worker tells about itself beside its id: where an operator finds its metrics (null: it serves none). */
export interface WorkerDetails {
  metricsPort: number | null;
}

export interface WorkerSighting extends WorkerDetails {
  id: string;
  secondsAgo: number;
}

/**
 * A worker process's id: the host (a container's id under Docker) and pid say where to look; the random part keeps
 * two apart when both are pid 1 on one host name (containers sharing the host's network) or run in one process
 * (tests), and a restarted worker from its predecessor.
 */
export function newWorkerId(): string {
  return `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
}

/** The part of a worker's id (newWorkerId) that names neither its host nor its pid: its random last segment. */
export const anonymousWorkerId = (id: string): string => id.slice(id.lastIndexOf('-') + 1);

// KEYS[1]: the hash; ARGV: id, details JSON, ms ago (tests of a silent worker), ms an entry is kept.
const RECORD = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local kept = tonumber(ARGV[4])
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do
  local at = tonumber(string.match(all[i + 1], '^%d+'))
  if not at or now - at > kept then redis.call('HDEL', KEYS[1], all[i]) end
end
redis.call('HSET', KEYS[1], ARGV[1], (now - tonumber(ARGV[3])) .. ' ' .. ARGV[2])
redis.call('PEXPIRE', KEYS[1], kept)
return 1`;

// KEYS[1]: the hash. Redis's time first, then the hash's fields and values.
const READ = `
local t = redis.call('TIME')
local reply = redis.call('HGETALL', KEYS[1])
table.insert(reply, 1, tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000))
return reply`;

/** Records worker `id` as seen now, or `secondsAgo` seconds ago (for tests of a silent worker). */
export async function recordWorkerSeen(redis: Redis, id: string, details: WorkerDetails, secondsAgo = 0) {
  await redis.eval(RECORD, 1, WORKERS_SEEN_KEY, id, JSON.stringify(details), secondsAgo * 1000, KEPT_MS);
}

/**
 * A worker stopping cleanly takes itself off the list: it is not late, it is gone (a worker that vanished cannot, and
 * is listed late, then lost, then dropped).
 */
export async function forgetWorker(redis: Redis, id: string): Promise<void> {
  await redis.hdel(WORKERS_SEEN_KEY, id);
}

/** The workers seen within `keptSeconds`, the latest first. */
export async function readWorkerSightings(redis: Redis, keptSeconds: number): Promise<WorkerSighting[]> {
  return sightingsFrom((await redis.eval(READ, 1, WORKERS_SEEN_KEY)) as [number, ...string[]], keptSeconds);
}

/** READ's reply as sightings: entries silent past `keptSeconds` or unreadable are left out. */
export function sightingsFrom([now, ...fields]: [number, ...string[]], keptSeconds: number): WorkerSighting[] {
  const sightings: WorkerSighting[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const value = fields[i + 1];
    const space = value.indexOf(' ');
    const ageMs = now - Number(value.slice(0, space));
    if (space < 0 || !(ageMs <= keptSeconds * 1000)) continue;
    const details = parseDetails(value.slice(space + 1));
    sightings.push({ id: fields[i], secondsAgo: Math.max(0, ageMs) / 1000, metricsPort: details.metricsPort });
  }
  return sightings.sort((a, b) => a.secondsAgo - b.secondsAgo || a.id.localeCompare(b.id));
}

function parseDetails(json: string): WorkerDetails {
  try {
    const port: unknown = (JSON.parse(json) as Partial<WorkerDetails>).metricsPort;
    return { metricsPort: typeof port === 'number' ? port : null };
  } catch {
    return { metricsPort: null };
  }
}
