import type Redis from 'ioredis';
import { type BackupRecord, type BackupStatus, backupStatusAt } from '@app/contracts';
import type { BackupAlertPayload } from '@app/queue';

/**
 * Where the backups stand, shared through Redis: the worker that runs them records each shipping of the archive and
 * each base backup (recordBackupOutcome), the api reads it for its health, its metrics and the admin dashboard
 * (readBackupStatus). Beside it, the failure the owner was last told of (none once told of its recovery), so that a
 * state becoming failing is announced once and its recovery once, however many workers record outcomes.
 */
const BACKUP_STATUS_KEY = 'backup:status';
const BACKUP_ALERTED_KEY = 'backup:alerted';

type BackupFailure = NonNullable<BackupRecord['failure']>;

/**
 * What one piece of backup work learnt (shipping the archive, a base backup, a look at the target): its facts and,
 * for `work`, whether it succeeded (that work's failure is cleared) or failed (kept, with the time its run of failures
 * began). Without `work` the failures stand as they are. Each kind of work fails and recovers on its own (kept in the
 * record's `failures`); the status shows the one failing longest.
 */
export interface BackupOutcome {
  work?: BackupFailure['what'];
  at: Date;
  facts: Partial<Pick<BackupRecord, 'lastBackupAt' | 'restorableFrom' | 'restorableUntil' | 'archiveLagSeconds'>>;
  /** The error's message when the work failed. */
  failed?: string;
}

/** The e-mail the owner is due after an outcome: the state became failing, or it recovered (the failure that ended). */
export type BackupAlert = Omit<BackupAlertPayload, 'at'>;

// KEYS: the status, the alerted state. ARGV: the outcome as JSON. Merged in Redis in one step, because shipping and
// base backups run side by side (queues of their own) and a read-modify-write in Node would drop one's facts.
const RECORD = `
local raw = redis.call('GET', KEYS[1])
local s = raw and cjson.decode(raw) or {}
local o = cjson.decode(ARGV[1])
for k, v in pairs(o.facts) do s[k] = v end
s.checkedAt = o.at
local fs = type(s.failures) == 'table' and s.failures or {}
if o.work and o.failed then
  local since = fs[o.work] and fs[o.work].since or o.at
  fs[o.work] = { what = o.work, message = o.failed, since = since }
elseif o.work then
  fs[o.work] = nil
end
local f = nil
for _, each in pairs(fs) do
  if not f or each.since < f.since then f = each end
end
s.failures = fs
s.failure = f or cjson.null
redis.call('SET', KEYS[1], cjson.encode(s))
local alerted = redis.call('GET', KEYS[2])
if f then
  if alerted then return false end
  redis.call('SET', KEYS[2], cjson.encode(f))
  return cjson.encode({ alert = 'failing', failure = f })
end
if not alerted then return false end
redis.call('DEL', KEYS[2])
return cjson.encode({ alert = 'recovered', failure = cjson.decode(alerted) })`;

/**
 * Records an outcome and answers which e-mail it calls for. Deciding it in the same atomic step as the write is what
 * makes the e-mails once per transition: of several workers recording failures, one alone sees the state change.
 */
export async function recordBackupOutcome(redis: Redis, outcome: BackupOutcome): Promise<BackupAlert | null> {
  const json = JSON.stringify({ ...outcome, at: outcome.at.toISOString() });
  const alert = (await redis.eval(RECORD, 2, BACKUP_STATUS_KEY, BACKUP_ALERTED_KEY, json)) as string | null;
  return alert ? (JSON.parse(alert) as BackupAlert) : null;
}

/** The status as it reads at `now`: `off` when nothing is recorded (or what is recorded cannot be read). */
export async function readBackupStatus(redis: Redis, now = new Date()): Promise<BackupStatus> {
  return backupStatusAt(parseRecord(await redis.get(BACKUP_STATUS_KEY)), now);
}

/** Since when a kind of backup work has failed, as recorded (undefined: it is not failing). */
export async function failingSince(redis: Redis, work: BackupFailure['what']): Promise<Date | undefined> {
  const raw = await redis.get(BACKUP_STATUS_KEY);
  if (!raw) return undefined;
  try {
    const since = (JSON.parse(raw) as { failures?: Partial<Record<string, BackupFailure>> }).failures?.[work]?.since;
    return since ? new Date(since) : undefined;
  } catch {
    return undefined;
  }
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
