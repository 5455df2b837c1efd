import { Callout, Text } from '@radix-ui/themes';
import { CheckCircledIcon, ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { useContext } from 'react';
import { useBackupStatus } from '@/features/admin/dashboard/api/get-backup-status.api';
import { AdminTimeZoneContext } from '@/features/admin/shell/components/admin-time-zone.context';
import { BACKUP_LINE_WORDS as W, backupLine } from './backup-line.words';

const TONE = {
  ok: { color: 'green', icon: CheckCircledIcon },
  alert: { color: 'red', icon: ExclamationTriangleIcon },
  off: { color: 'gray', icon: InfoCircledIcon },
} as const;

/**
 * The dashboard's line on the backups (docs/product/admin.md#backups): when the last one finished and how far back a
 * restore reaches; red, and announced to screen readers, while they fail or are late, with what failed since when.
 */
export function BackupLine() {
  const timeZone = useContext(AdminTimeZoneContext);
  const { data, isError } = useBackupStatus();
  if (isError && !data)
    return (
      <Text as="p" size="2" color="gray" role="status">
        {W.failed}
      </Text>
    );
  if (!data)
    return (
      <Text as="p" size="2" color="gray" role="status" aria-busy>
        {W.loading}
      </Text>
    );
  const { tone, lines } = backupLine(data, new Date(), timeZone);
  const { color, icon: Icon } = TONE[tone];
  return (
    <Callout.Root color={color} size="1" role={tone === 'alert' ? 'alert' : 'status'} aria-label="Backups">
      <Callout.Icon>
        <Icon aria-hidden />
      </Callout.Icon>
      {lines.map((line) => (
        <Callout.Text key={line} style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Callout.Text>
      ))}
    </Callout.Root>
  );
}
