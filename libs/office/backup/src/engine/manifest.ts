/** One file of a base backup, with its checksum. */
export interface BackupFile {
  name: string;
  bytes: number;
  sha256: string;
}

/**
 * `base/<id>/manifest.json`, written last: a base backup without one is incomplete and ignored. Times are ISO; the
 * WAL names and LSNs are PostgreSQL's, from pg_backup_start and pg_backup_stop.
 */
export interface BackupManifest {
  id: string;
  label: string;
  startedAt: string;
  finishedAt: string;
  /** The first WAL segment a restore from this backup needs, and the one it ends in (consistent from there). */
  startWal: string;
  stopWal: string;
  timeline: number;
  startLsn: string;
  stopLsn: string;
  postgresVersion: string;
  files: BackupFile[];
  /** The data folder's bytes, before compression. */
  dataBytes: number;
  /** The photos in the target's mirror when the backup finished. */
  photos: number;
}

/** A base backup's id: its start as a UTC stamp, `20261201T140500Z` (sorted as text, in time order). */
export const backupId = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export const BASE = 'base/';
export const baseKey = (id: string, file: string) => `${BASE}${id}/${file}`;
export const MANIFEST = 'manifest.json';
export const DATA_ARCHIVE = 'data.tar.gz';
export const BACKUP_LABEL = 'backup_label';
