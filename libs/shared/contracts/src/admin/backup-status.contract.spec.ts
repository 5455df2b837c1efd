import {
  BACKUP_LATE_HOURS,
  BACKUPS_OFF,
  type BackupRecord,
  backupStatusAt,
  lastBackupAgeSeconds,
} from './backup-status.contract';

const NOW = new Date('2026-11-29T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

/** Backups running well: a base backup three hours ago, the archive shipped a minute ago. */
const RUNNING: BackupRecord = {
  lastBackupAt: hoursAgo(3),
  restorableFrom: hoursAgo(24 * 7),
  restorableUntil: hoursAgo(1 / 60),
  archiveLagSeconds: 12,
  failure: null,
  checkedAt: hoursAgo(1 / 120),
};

describe('the backups state at reading time', () => {
  it('is off while nothing is recorded: this product runs no backups here', () => {
    expect(backupStatusAt(null, NOW)).toEqual(BACKUPS_OFF);
  });

  it('is ok with a base backup within BACKUP_LATE_HOURS, up to the hour itself', () => {
    expect(backupStatusAt(RUNNING, NOW)).toEqual({ ...RUNNING, state: 'ok' });
    expect(backupStatusAt({ ...RUNNING, lastBackupAt: hoursAgo(BACKUP_LATE_HOURS) }, NOW).state).toBe('ok');
  });

  it(`is late once the newest base backup is older than ${BACKUP_LATE_HOURS} hours, or none was ever taken`, () => {
    expect(backupStatusAt({ ...RUNNING, lastBackupAt: hoursAgo(BACKUP_LATE_HOURS + 1 / 60) }, NOW).state).toBe('late');
    expect(backupStatusAt({ ...RUNNING, lastBackupAt: null }, NOW).state).toBe('late');
  });

  it('is failing while a failure is recorded, whatever the age of the last base backup', () => {
    const failure = { what: 'archive' as const, message: 'EACCES: permission denied', since: hoursAgo(2) };
    expect(backupStatusAt({ ...RUNNING, failure }, NOW).state).toBe('failing');
    expect(backupStatusAt({ ...RUNNING, failure, lastBackupAt: hoursAgo(48) }, NOW).state).toBe('failing');
  });

  it('gives the last base backup its age in whole seconds, none without one', () => {
    expect(lastBackupAgeSeconds(backupStatusAt(RUNNING, NOW), NOW)).toBe(3 * 3600);
    expect(lastBackupAgeSeconds(BACKUPS_OFF, NOW)).toBeNull();
  });
});
