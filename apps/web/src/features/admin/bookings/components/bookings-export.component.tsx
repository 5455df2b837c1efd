import { Button, Card, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { DownloadIcon } from '@radix-ui/react-icons';
import type { AdminExport, AdminExportFilters } from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { useAdminExports, useStartExport } from '@/features/admin/bookings/api/admin-exports.api';
import { useAdminDateTime } from '@/features/admin/shell/components/admin-time-zone.context';

const STATUS_TEXT: Record<AdminExport['status'], string> = {
  queued: 'Waiting to start',
  running: 'Exporting',
  done: 'Ready',
  failed: 'Failed',
};

/** What an export holds, in words: "status confirmed, from 2026-12-01, "smith"" or "all bookings". */
function filtersLabel({ status, from, to, q }: AdminExportFilters): string {
  const parts = [status && `status ${status}`, from && `from ${from}`, to && `to ${to}`, q && `“${q}”`];
  return parts.filter(Boolean).join(', ') || 'all bookings';
}

function ExportItem({ item }: { item: AdminExport }) {
  const at = useAdminDateTime();
  const label = `Export of ${filtersLabel(item.filters)}, ${at(item.createdAt)}`;
  return (
    <li>
      <Flex direction="column" gap="1" py="2">
        <Text size="2">{label}</Text>
        {item.status === 'done' && item.downloadUrl ? (
          <Flex gap="2" align="center" wrap="wrap">
            <Button asChild size="1" variant="soft">
              <a href={item.downloadUrl} download aria-label={`Download CSV: ${label}`}>
                <DownloadIcon aria-hidden /> Download CSV
              </a>
            </Button>
            <Text size="1" color="gray">
              {(item.rows ?? 0).toLocaleString('en-US')} bookings
            </Text>
          </Flex>
        ) : item.status === 'failed' ? (
          <Text size="1" color="red">
            The export failed. Please try again.
          </Text>
        ) : (
          <Flex align="center" gap="2">
            <Progress value={item.progress} max={100} aria-label={`${label}: ${STATUS_TEXT[item.status]}`} />
            <Text size="1" color="gray" style={{ whiteSpace: 'nowrap' }}>
              {STATUS_TEXT[item.status]} {item.progress}%
            </Text>
          </Flex>
        )}
      </Flex>
    </li>
  );
}

/**
 * "Export CSV": the worker writes the bookings matching the table's current filters; the list shows the progress the
 * worker reports, then the download. Exports stay listed, so an admin can leave and come back for one; each admin sees
 * their own.
 */
export function BookingsExport({ filters }: { filters: AdminExportFilters }) {
  const exports = useAdminExports();
  const start = useStartExport();
  return (
    <Card mt="4" asChild>
      <section aria-labelledby="recent-exports-heading">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h3" size="3" id="recent-exports-heading">
            Recent exports
          </Heading>
          <Button onClick={() => start.mutate(filters)} loading={start.isPending}>
            <DownloadIcon aria-hidden /> Export CSV
          </Button>
        </Flex>
        <Text as="p" size="1" color="gray" mt="1">
          Exports the bookings matching the filters above ({filtersLabel(filters)}).
        </Text>
        {start.isError && (
          <Text as="p" size="2" color="red" role="alert" mt="2">
            Could not start the export. Please try again.
          </Text>
        )}
        {exports.isError ? (
          <ErrorState text="Failed to load exports. Please try again later." />
        ) : exports.data?.length ? (
          <ul aria-live="polite" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {exports.data.map((item) => (
              <ExportItem key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <Text as="p" size="2" color="gray" mt="2">
            {exports.isPending ? 'Loading exports...' : 'No exports yet.'}
          </Text>
        )}
      </section>
    </Card>
  );
}
