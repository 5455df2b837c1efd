import type { BackupTargetConfig } from '@app/config';
import type { BackupTarget } from './backup-target';
import { FolderBackupTarget } from './folder-target';
import { S3BackupTarget } from './s3-target';

/** The target BACKUP_DIR or BACKUP_S3_* names (AppConfig.backup.target). */
export function openBackupTarget(config: BackupTargetConfig): BackupTarget {
  return config.kind === 'folder' ? new FolderBackupTarget(config.dir) : new S3BackupTarget(config);
}
