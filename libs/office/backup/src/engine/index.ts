// The backup engine: plain functions over a target (a folder or a bucket), used by the worker's jobs and by the
// `npm run backup` / `backups` / `restore` commands (apps/devstack), so neither needs Nest to run them. The lib's own
// modules import the engine's files directly; this lists what the apps use.
export type { BackupTarget } from './backup-target';
export { takeBaseBackup } from './base-backup';
export { readCatalog } from './catalog';
export { mirrorPhotos } from './mirror-photos';
export { openBackupTarget } from './open-backup-target';
export { pruneBackups } from './prune';
export { OutsideRestorableRange, restore, type RestoreProgress } from './restore';
export { parseRestoreTime } from './restore-time';
export { shipWal } from './ship-wal';
