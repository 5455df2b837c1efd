import type Redis from 'ioredis';
import { type BackupRecord, type BackupStatus, backupStatusAt } from '@app/contracts';

/**
 * Where the backups stand, shared through Redis: the worker that runs them records each shipping of the archive and
 * each base backup (recordBackupOutcome), the api reads it for its health, its metrics and the admin dashboard
 * (readBackupStatus). Beside it, which alert the owner was last sent, so that a state becoming failing is announced
 * once and its recovery once, however many workers record outcomes.
 */
export const BACKUP_STATUS_KEY = 'backup:status';
export const BACKUP_ALERTED_KEY = 'backup:alerted';

type BackupWork = NonNullable<BackupRecord['failure']>['what'];

/**
 * One piece of backup work done (shipping the archive, or a base backup): the facts it learnt, and whether it
 * succeeded (its own kind of failure is cleared) or failed (the failure is kept with the time it began).
 */
export interface BackupOutcome {
  work: BackupWork;
  at: Date;
  facts: Partial<Pick<BackupRecord, 'lastBackupAt' | 'restorableFrom' | 'restorableUntil' | 'archiveLagSeconds'>>;
  /** The error's message when the work failed. */
  failed?: string;
}

/** Which e-mail the owner is due after an outcome: the state became failing, or it recovered; null: neither. */
export type BackupAlert = 'failing' | 'recovered' | null;

// KEYS: the status, the alerted state. ARGV: the outcome as JSON. Merged in Redis in one step, because shipping and
// base backups run side by side (queues of their own) and a read-modify-write in Node would drop one's facts.
const RECORD = `
local raw = redis.call('GET', KEYS[1])
local s = raw and cjson.decode(raw) or {}
local o = cjson.decode(ARGV[1])
for k, v in pairs(o.facts) do s[k] = v end
s.checkedAt = o.at
local f = s.failure
if f == nil or f == cjson.null then f = nil end
if o.failed then
  local since = (f and f.what == o.work) and f.since or o.at
  s.failure = { what = o.work, message = o.failed, since = since }
elseif f and f.what == o.work then
  s.failure = cjson.null
end
if s.failure == nil then s.failure = cjson.null end
redis.call('SET', KEYS[1], cjson.encode(s))
local alerted = redis.call('GET', KEYS[2])
if s.failure ~= cjson.null then
  if alerted ~= 'failing' then redis.call('SET', KEYS[2], 'failing') return 'failing' end
elseif alerted == 'failing' then
  redis.call('DEL', KEYS[2]) return 'recovered'
end
return false`;

/**
 * Records an outcome and answers which alert it calls for. Deciding it in the same atomic step as the write is what
 * makes the alert once per transition: of several workers recording failures, one alone sees the state change.
 */
export async function recordBackupOutcome(redis: Redis, outcome: BackupOutcome): Promise<BackupAlert> {
  const json = JSON.stringify({
    work: outcome.work,
    at: outcome.at.toISOString(),
    facts: outcome.facts,
    ...(outcome.failed !== undefined && { failed: outcome.failed }),
  });
  return ((await redis.eval(RECORD, 2, BACKUP_STATUS_KEY, BACKUP_ALERTED_KEY, json)) as BackupAlert) ?? null;
}

/** The status as it reads at `now`: `off` when nothing is recorded (or what is recorded cannot be read). */
export async function readBackupStatus(redis: Redis, now = new Date()): Promise<BackupStatus> {
  return backupStatusAt(parseRecord(await redis.get(BACKUP_STATUS_KEY)), now);
}

/** Forgets the status and the alert: this product no longer runs backups here, so nothing is late or failing. */
export async function clearBackupStatus(redis: Redis): Promise<void> {
  await redis.del(BACKUP_STATUS_KEY, BACKUP_ALERTED_KEY);
}

function parseRecord(raw: string | null): BackupRecord | null {
  if (!raw) return null;
  try {
    const r = JSON.parse(raw) as Partial<BackupRecord>;
    return {
      lastBackupAt: r.lastBackupAt ?? null,
      restorableFrom: r.restorableFrom ?? null,
      restorableUntil: r.restorableUntil ?? null,
      archiveLagSeconds: r.archiveLagSeconds ?? null,
      failure: r.failure ?? null,
      checkedAt: r.checkedAt ?? null,
    };
  } catch {
    return null;
  }
}
