import { Badge, Button, Card, Flex, Heading, Progress, Table, Text } from '@radix-ui/themes';
import { DownloadIcon } from '@radix-ui/react-icons';
import { useEffect, useRef, useState } from 'react';
import {
  SHIRT_ORDER_MESSAGES as M,
  SHIRT_SIZE_CODES,
  shirtSizeLabel,
  startTimeLabel,
  type DayRange,
  type ShirtOrderEvent,
  type ShirtSizeCounts,
} from '@app/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.ui';
import { EmptyState } from '@/components/ui/empty-state.ui';
import { ErrorState } from '@/components/ui/error-state.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import {
  shirtOrderCsvUrl,
  useExportProgress,
  useMarkShirtsOrdered,
  useShirtOrder,
  useStartShirtOrderPdf,
} from '@/features/admin/shirts/api/shirt-orders.api';
import { dateWithWeekday } from '@/features/admin/shared/components/admin-format';
import { useAdminDateTime } from '@/features/admin/shell/components/admin-time-zone.context';
import { CustomRangeForm } from '@/features/admin/shared/components/custom-range-form.component';
import { useShirtsRange } from './use-shirts-range.hook';

/** ["Youth M × 2", "Adult S × 1"]: the sizes counted, in SHIRT_SIZES' order. */
const sizeItems = (sizes: ShirtSizeCounts) =>
  SHIRT_SIZE_CODES.filter((s) => sizes[s] > 0).map((s) => `${shirtSizeLabel(s)} × ${sizes[s]}`);
const sizeWords = (sizes: ShirtSizeCounts) => sizeItems(sizes).join(', ') || 'None yet';

/** One size a line, each kept whole, so the column stays readable at 375 px. */
function SizeLines({ sizes }: { sizes: ShirtSizeCounts }) {
  const items = sizeItems(sizes);
  if (!items.length) return <Text color="gray">None yet</Text>;
  return (
    <>
      {items.map((item) => (
        <Text as="div" key={item} style={{ whiteSpace: 'nowrap' }}>
          {item}
        </Text>
      ))}
    </>
  );
}

function OrderState({ event }: { event: ShirtOrderEvent }) {
  const at = useAdminDateTime();
  if (!event.orderedAt) return <Text color="gray">Not ordered</Text>;
  return (
    <Flex direction="column" gap="1" align="start">
      <Text>
        {M.orderedOn} {at(event.orderedAt)}
      </Text>
      {event.changedSinceOrdered.length > 0 && (
        <Badge color="red">
          {M.changed}: {event.changedSinceOrdered.map(shirtSizeLabel).join(', ')}
        </Badge>
      )}
    </Flex>
  );
}

/** "Print PDF": the worker prints the period's order; its progress shows, and the file downloads once ready. */
function PrintPdf({ range }: { range: DayRange }) {
  const start = useStartShirtOrderPdf();
  const [exportId, setExportId] = useState<string>();
  const progress = useExportProgress(exportId);
  const downloaded = useRef<string>(undefined);
  const done = progress.data?.status === 'done' ? progress.data.downloadUrl : null;
  useEffect(() => {
    if (done && downloaded.current !== done) {
      downloaded.current = done;
      window.location.assign(done);
    }
  }, [done]);
  return (
    <Flex direction="column" gap="1">
      <Button
        variant="soft"
        loading={start.isPending}
        onClick={() => start.mutate(range, { onSuccess: (created) => setExportId(created.id) })}
      >
        Print PDF
      </Button>
      {start.isError && (
        <Text size="1" color="red" role="alert">
          Could not start the PDF. Please try again.
        </Text>
      )}
      {progress.data?.status === 'failed' && (
        <Text size="1" color="red" role="alert">
          The PDF failed. Please try again.
        </Text>
      )}
      {progress.data && !done && progress.data.status !== 'failed' && (
        <Progress value={progress.data.progress} max={100} aria-label="Printing the shirt order" />
      )}
      {done && (
        <Text size="1">
          <a href={done} download>
            Download the PDF again
          </a>
        </Text>
      )}
    </Flex>
  );
}

/**
 * "Mark all ordered": an outline button, not the tab's default action, that asks first, as it marks every party of
 * the days shown at once.
 */
function MarkAllOrdered({ count, busy, onConfirm }: { count: number; busy: boolean; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={!count} loading={busy}>
          Mark all ordered
        </Button>
      }
      title={M.confirmAll(count)}
      description={M.confirmAllNote}
      action="Mark all ordered"
      onConfirm={onConfirm}
    />
  );
}

/**
 * The Shirts tab: the period's events with the custom shirts add-on, the sizes each needs from its roster and those
 * still unsized, the totals, the CSV and the printable PDF, and marking shirts ordered (a roster change after that is
 * flagged). Its days are its own (useShirtsRange: the coming parties), not the figures' period.
 */
export function ShirtOrderPanel({ today }: { today: string }) {
  const { range, show } = useShirtsRange(today);
  const order = useShirtOrder(range);
  const mark = useMarkShirtsOrdered();
  const events = order.data?.events ?? [];
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="1">
        <Heading as="h2" size="5">
          {M.title}
        </Heading>
        <Text as="p" size="2" color="gray">
          {M.period(dateWithWeekday(range.from), dateWithWeekday(range.to))}
        </Text>
        <CustomRangeForm label={M.range} idPrefix="shirts" range={range} onShow={show} />
      </Flex>
      <Flex gap="2" wrap="wrap" align="start">
        <Button asChild variant="soft">
          <a href={shirtOrderCsvUrl(range)} download>
            <DownloadIcon aria-hidden /> Download CSV
          </a>
        </Button>
        <PrintPdf range={range} />
        <MarkAllOrdered
          count={events.length}
          busy={mark.isPending}
          onConfirm={() => mark.mutate(events.map((e) => e.bookingId))}
        />
      </Flex>
      {mark.isError && (
        <Text size="2" color="red" role="alert">
          Could not mark the shirts ordered. Please try again.
        </Text>
      )}
      {order.isError ? (
        <ErrorState text="Failed to load the shirt order. Please try again later." />
      ) : order.isPending ? (
        <LoadingState text="Loading the shirt order..." />
      ) : !events.length ? (
        <EmptyState
          title="No shirts to order"
          hint={`No event with custom shirts from ${dateWithWeekday(range.from)} to ${dateWithWeekday(range.to)}.`}
        />
      ) : (
        <>
          <Table.Root variant="surface" size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Event</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Children</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Sizes</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{M.noSize}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Order</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {events.map((e) => (
                <Table.Row key={e.bookingId}>
                  <Table.Cell>
                    <Text weight="bold">{e.shortId}</Text> · {e.childFirstName}
                    <Text as="div" style={{ whiteSpace: 'nowrap' }}>
                      {dateWithWeekday(e.eventDate)}
                    </Text>
                    {startTimeLabel(e.eventTime)}
                  </Table.Cell>
                  <Table.Cell>{e.childrenBooked}</Table.Cell>
                  <Table.Cell>
                    <SizeLines sizes={e.sizes} />
                  </Table.Cell>
                  <Table.Cell>{e.missing}</Table.Cell>
                  <Table.Cell>
                    <Flex direction="column" gap="1" align="start">
                      <OrderState event={e} />
                      <Button
                        size="1"
                        variant="ghost"
                        aria-label={`Mark ${e.shortId}'s shirts ordered`}
                        onClick={() => mark.mutate([e.bookingId])}
                      >
                        Mark ordered
                      </Button>
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Card asChild>
            <section aria-labelledby="shirt-totals-heading">
              <Heading as="h3" size="3" id="shirt-totals-heading">
                {M.total}
              </Heading>
              <Text as="p" size="2" mt="1">
                {sizeWords(order.data!.totals)}
              </Text>
              <Text as="p" size="2" color="gray">
                {M.noSize}: {order.data!.missing}
              </Text>
            </section>
          </Card>
        </>
      )}
    </Flex>
  );
}
