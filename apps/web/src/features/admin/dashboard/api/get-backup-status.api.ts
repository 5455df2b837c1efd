import type { BackupStatus } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { backupKeys } from './keys';

/** How often the dashboard reads the backups again: its "3 hours ago" stays true, a new failure shows within it. */
const BACKUP_STATUS_REFRESH_MS = 60_000;

/** GET /api/admin/backups: where the backups stand (docs/product/admin.md#backups), judged by the server. */
export const useBackupStatus = () =>
  useQuery({
    queryKey: backupKeys.status(),
    queryFn: () => api.get<BackupStatus>('/api/admin/backups'),
    refetchInterval: BACKUP_STATUS_REFRESH_MS,
  });
