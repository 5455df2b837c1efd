import { BACKUP_LATE_HOURS, BACKUP_WORK_LABELS, type BackupStatus } from '@app/contracts';
import { dateTime } from '@/features/admin/shared/components/admin-format';

/** What the dashboard says of the backups, and whether it says it in red (docs/product/admin.md#backups). */
export interface BackupLine {
  tone: 'ok' | 'alert' | 'off';
  /** The sentences, in reading order. */
  lines: string[];
}

export const BACKUP_LINE_WORDS = {
  loading: 'Checking the backups…',
  failed: "Could not read the backups' status. It is read again every minute.",
  off: 'Backups are off here: this app backs up nothing on this machine (no BACKUP_DIR or BACKUP_S3_BUCKET is set). Unless the database is backed up another way (the Docker setup does it with WAL-G), set one up as docs/operations.md says.',
  noneYet: 'No backup has been taken yet',
  whatToDo: 'What to do: docs/operations.md, "Backups and restore".',
} as const;

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

/** "3 hours ago": minutes under an hour, hours under two days, then days. */
function timeAgo(seconds: number): string {
  if (seconds < 60) return 'less than a minute ago';
  if (seconds < 3600) return RELATIVE.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 48 * 3600) return RELATIVE.format(-Math.floor(seconds / 3600), 'hour');
  return RELATIVE.format(-Math.floor(seconds / 86_400), 'day');
}

/** "Nov 22": the day on the business's clock. */
const day = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone });

/** The dashboard's words for a status at `now`, instants on the business's clock (`timeZone`). */
export function backupLine(status: BackupStatus, now: Date, timeZone?: string): BackupLine {
  if (status.state === 'off') return { tone: 'off', lines: [BACKUP_LINE_WORDS.off] };
  const last = status.lastBackupAt
    ? `Last backup ${timeAgo((now.getTime() - Date.parse(status.lastBackupAt)) / 1000)}`
    : BACKUP_LINE_WORDS.noneYet;
  const reach = status.restorableFrom
    ? `; can restore to any minute since ${day(status.restorableFrom, timeZone)}`
    : '';
  const summary = `${last}${reach}.`;
  if (status.failure) {
    const { what, message, since } = status.failure;
    return {
      tone: 'alert',
      lines: [
        `Backups are failing. ${BACKUP_WORK_LABELS[what]} has failed since ${dateTime(since, timeZone)}: ${message}`,
        summary,
        BACKUP_LINE_WORDS.whatToDo,
      ],
    };
  }
  if (status.state === 'late')
    return {
      tone: 'alert',
      lines: [
        `Backups are late: none finished in the last ${BACKUP_LATE_HOURS} hours.`,
        summary,
        BACKUP_LINE_WORDS.whatToDo,
      ],
    };
  return { tone: 'ok', lines: [summary] };
}
