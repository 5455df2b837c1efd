/**
 * Where the business's backups stand (docs/product/admin.md#backups): what GET /api/admin/backups answers, the backup
 * part of /api/health and the metrics are read from it. The worker that runs the backups records it in Redis; whoever
 * reads it judges the state at reading time, so a base backup that never came turns `late` even while no worker writes.
 */
export interface BackupStatus {
  /**
   * ok; late: the newest base backup is older than BACKUP_LATE_HOURS (or there is none yet); failing: the last
   * shipping of the archive or the last base backup failed; off: no backups are run by this product here (no target,
   * or no status written yet).
   */
  state: 'ok' | 'late' | 'failing' | 'off';
  /** ISO, the newest complete base backup's finishedAt. */
  lastBackupAt: string | null;
  /** ISO: a restore reaches any minute from here (the oldest kept base backup's end) ... */
  restorableFrom: string | null;
  /** ... to here (the last archived WAL shipped). */
  restorableUntil: string | null;
  /** Age in seconds of the oldest WAL file waiting to be shipped (0: none waits). */
  archiveLagSeconds: number | null;
  /** What failed last and since when (null: the last attempt of each succeeded). */
  failure: { what: 'archive' | 'backup'; message: string; since: string } | null;
  /** ISO, when the worker last recorded the status (null: never). */
  checkedAt: string | null;
}

export type BackupState = BackupStatus['state'];

/** A base backup older than this makes the state `late`: a daily schedule plus two hours of slack. */
export const BACKUP_LATE_HOURS = 26;

/** What failed, as the dashboard and the owner's e-mails name it. */
export const BACKUP_WORK_LABELS: Record<NonNullable<BackupStatus['failure']>['what'], string> = {
  archive: 'Archiving the database changes',
  backup: 'The base backup',
};

export const BACKUP_MESSAGES = {
  /** GET /api/admin/backups while Redis, where the status is kept, does not answer (503). */
  statusUnavailable: "The backups' status cannot be read right now. Try again in a minute.",
} as const;

/** What the worker records; the state is judged from it when read (backupStatusAt). */
export type BackupRecord = Omit<BackupStatus, 'state'>;

/** The status when this product runs no backups here: nothing recorded. */
export const BACKUPS_OFF: BackupStatus = {
  state: 'off',
  lastBackupAt: null,
  restorableFrom: null,
  restorableUntil: null,
  archiveLagSeconds: null,
  failure: null,
  checkedAt: null,
};

/** The state of a record at `now`: a failure first, then a base backup missing or older than BACKUP_LATE_HOURS. */
function backupStateAt(record: BackupRecord | null, now: Date): BackupState {
  if (!record) return 'off';
  if (record.failure) return 'failing';
  const last = record.lastBackupAt ? Date.parse(record.lastBackupAt) : NaN;
  return !(now.getTime() - last <= BACKUP_LATE_HOURS * 3_600_000) ? 'late' : 'ok';
}

/** The status a record reads as at `now`. */
export const backupStatusAt = (record: BackupRecord | null, now: Date): BackupStatus =>
  record ? { ...record, state: backupStateAt(record, now) } : BACKUPS_OFF;

/** Whole seconds since the newest base backup ended at `now` (null: none yet). */
export function lastBackupAgeSeconds(status: BackupStatus, now: Date): number | null {
  const last = status.lastBackupAt ? Date.parse(status.lastBackupAt) : NaN;
  return Number.isNaN(last) ? null : Math.max(0, Math.floor((now.getTime() - last) / 1000));
}

/** Whether the owner should look: the e-mails, the dashboard's red line and a degraded health report follow it. */
export const backupNeedsAttention = (state: BackupState): boolean => state === 'failing' || state === 'late';
