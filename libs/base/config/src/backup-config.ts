import { ConfigError } from './config-error';
import { Env, readInt, readOptional, readString } from './env-readers';
import { readS3Storage, underDataDir, type S3StorageConfig } from './media-storage-config';

/** Backups in a folder (BACKUP_DIR): best on another disk than the data folder's. */
interface FolderBackupTarget {
  kind: 'folder';
  dir: string;
}

/** Backups in a bucket (BACKUP_S3_*), under `prefix` (BACKUP_S3_PREFIX, '' or ending in '/'). */
export interface S3BackupTarget extends S3StorageConfig {
  prefix: string;
}

export type BackupTargetConfig = FolderBackupTarget | S3BackupTarget;

export interface BackupConfig {
  /** Where base backups, WAL and photos go; unset: this product runs no backups here (compose's WAL-G does). */
  target?: BackupTargetConfig;
  /**
   * This machine's PostgreSQL data folder (BACKUP_PG_DATA) and the folder its archiver copies WAL into
   * (BACKUP_WAL_SPOOL): set by the launcher for the embedded PostgreSQL; both or neither.
   */
  local?: { dataDir: string; walSpool: string };
  /** When the worker takes base backups (BACKUP_SCHEDULE, a cron line of five fields). */
  schedule: string;
  /** Base backups kept: the newest of each of the last `keepDaily` days and of the last `keepWeekly` ISO weeks. */
  keepDaily: number;
  keepWeekly: number;
}

/** Five cron fields (minute hour day month weekday) of digits, ranges, lists, steps and `*`; BullMQ parses the rest. */
const CRON = /^[\d*,/-]+( [\d*,/a-z-]+){4}$/i;

/** The backups' settings (docs/operations.md): BACKUP_DIR or BACKUP_S3_*, and the local PostgreSQL's folders. */
export function readBackupConfig(env: Env): BackupConfig {
  const folder = readOptional(env, 'BACKUP_DIR');
  const bucket = readS3Storage(env, 'BACKUP_S3_', 'back up to S3');
  if (folder && bucket) throw new ConfigError('BACKUP_DIR', 'and BACKUP_S3_BUCKET are both set: choose one target');
  const prefix = readOptional(env, 'BACKUP_S3_PREFIX');
  if (prefix && !bucket) throw new ConfigError('BACKUP_S3_PREFIX', 'is set but BACKUP_S3_BUCKET is not');
  const target: BackupTargetConfig | undefined = bucket
    ? { ...bucket, prefix: prefix ? `${prefix.replace(/^\/+|\/+$/g, '')}/` : '' }
    : folder
      ? { kind: 'folder', dir: underDataDir(env, folder) }
      : undefined;
  const schedule = readString(env, 'BACKUP_SCHEDULE', '0 3 * * *').replace(/\s+/g, ' ');
  if (!CRON.test(schedule)) {
    throw new ConfigError(
      'BACKUP_SCHEDULE',
      `must be a cron line of five fields such as "0 3 * * *", got "${schedule}"`,
    );
  }
  return {
    target,
    local: readLocal(env),
    schedule,
    keepDaily: readInt(env, 'BACKUP_KEEP_DAILY', 7, 1, 366),
    keepWeekly: readInt(env, 'BACKUP_KEEP_WEEKLY', 4, 0, 520),
  };
}

function readLocal(env: Env): BackupConfig['local'] {
  const dataDir = readOptional(env, 'BACKUP_PG_DATA');
  const walSpool = readOptional(env, 'BACKUP_WAL_SPOOL');
  if (!dataDir && !walSpool) return undefined;
  if (!dataDir) throw new ConfigError('BACKUP_PG_DATA', 'is required when BACKUP_WAL_SPOOL is set');
  if (!walSpool) throw new ConfigError('BACKUP_WAL_SPOOL', 'is required when BACKUP_PG_DATA is set');
  return { dataDir: underDataDir(env, dataDir), walSpool: underDataDir(env, walSpool) };
}
