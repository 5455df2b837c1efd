import { Badge, Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { Select } from '@/components/ui/themed-parts.ui';
import {
  bookingStatusLabel,
  bookingStatusOf,
  eventTypeLabel,
  formatPhone,
  PAYMENT_STATE_LABELS,
  shortBookingId,
  startTimeLabel,
  type AdminBooking,
} from '@app/contracts';
import { EmptyState } from '@/components/ui/empty-state.ui';
import { ErrorState } from '@/components/ui/error-state.ui';
import { useAdminBookings } from '@/features/admin/bookings/api/get-admin-bookings.api';
import { dateWithWeekday, PAYMENT_COLOR, STATUS_COLOR, usd } from '@/features/admin/shared/components/admin-format';
import { useAdminDateTime } from '@/features/admin/shell/components/admin-time-zone.context';
import { useMediaQuery } from '@/lib/use-media-query.hook';
import { BookingCards } from './booking-cards.component';
import { BookingDetailDialog } from '@/features/admin/shared/booking-detail/components/booking-detail-dialog.component';
import { BookingsExport } from './bookings-export.component';
import { BookingFilters } from './booking-filters.component';
import { BookingsTableHeader } from './bookings-table-header.component';
import { BookingsTableSkeleton } from './bookings-table-skeleton.component';
import { PAGE_SIZES } from '@/features/admin/bookings/api/bookings-table-query';
import { useBookingsTable } from './use-bookings-table.hook';
import './bookings-table.css';

/**
 * One booking. The whole row opens its detail (a pointer's big target); the View button is the same action for the
 * keyboard and screen readers. The contact column only shows on very wide screens (the detail has it).
 */
function BookingRow({ booking, onView }: { booking: AdminBooking; onView: () => void }) {
  const status = bookingStatusOf(booking);
  const at = useAdminDateTime();
  return (
    <Table.Row className="bookings-row" onClick={onView}>
      <Table.RowHeaderCell>
        <Text weight="bold">#{shortBookingId(booking.id)}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>{booking.parentName}</Table.Cell>
      <Table.Cell>
        {booking.childName} <Text color="gray">({booking.childAge})</Text>
      </Table.Cell>
      <Table.Cell className="bookings-nowrap">
        {dateWithWeekday(booking.eventDate)}
        <Text as="div" color="gray" size="1">
          {startTimeLabel(booking.eventTime)}
        </Text>
      </Table.Cell>
      <Table.Cell className="bookings-optional">
        {eventTypeLabel(booking.eventType)}
        {booking.eventTheme && (
          <Text as="div" color="gray" size="1">
            {booking.eventTheme}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell className="bookings-optional">{booking.guestCount}</Table.Cell>
      <Table.Cell>{usd(booking.finalPrice ?? booking.totalPrice)}</Table.Cell>
      <Table.Cell>
        <Badge color={PAYMENT_COLOR[booking.payment] ?? 'gray'} highContrast>
          {PAYMENT_STATE_LABELS[booking.payment] ?? booking.payment}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <Badge color={STATUS_COLOR[status] ?? 'gray'} highContrast>
          {bookingStatusLabel(status)}
        </Badge>
      </Table.Cell>
      <Table.Cell className="bookings-optional">
        <Text size="1">{at(booking.createdAt)}</Text>
      </Table.Cell>
      <Table.Cell className="bookings-contact">
        <Text as="div" size="1">
          <a href={`mailto:${booking.parentEmail}`} onClick={(e) => e.stopPropagation()}>
            {booking.parentEmail}
          </a>
        </Text>
        <Text as="div" size="1" color="gray">
          {formatPhone(booking.parentPhone)}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Button
          size="1"
          variant="soft"
          onClick={(e) => {
            e.stopPropagation();
            onView();
          }}
          aria-label={`View booking #${shortBookingId(booking.id)}`}
        >
          View
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The table (docs/product/pages.md#routes) of every booking, paged, sorted, filtered and searched by the server (a page
 * is all the browser ever holds). It fits 1280 px without scrolling; narrower, the less useful columns collapse
 * (bookings-table.css) and what remains scrolls sideways inside its own box. Below Radix's `sm` breakpoint (a phone)
 * each booking is a card.
 */
export function BookingsTable() {
  const { query, update, filtered, clearFilters, openBooking, setOpenBooking } = useBookingsTable();
  const { data, isPending, isError, isPlaceholderData } = useAdminBookings(query);
  const phone = useMediaQuery('(max-width: 767px)');
  const lastPage = Math.max(1, Math.ceil((data?.total ?? 0) / query.pageSize));

  return (
    <section>
      <Heading as="h2" size="5" mb="3" id="bookings-heading">
        All bookings
      </Heading>
      <BookingFilters filters={query} sort={query.sort} filtered={filtered} onChange={update} onClear={clearFilters} />
      {isPending ? (
        <BookingsTableSkeleton rows={query.pageSize} sort={query.sort} onSort={(sort) => update({ sort })} />
      ) : isError ? (
        <ErrorState text="Failed to load bookings. Please try again later." />
      ) : !data.bookings.length ? (
        <EmptyState
          title={filtered ? 'No bookings match these filters.' : 'No bookings yet.'}
          hint={filtered ? 'Try adjusting your filters or search terms.' : undefined}
        />
      ) : phone ? (
        <BookingCards bookings={data.bookings} onView={setOpenBooking} />
      ) : (
        <Table.Root variant="surface" size="1" className="bookings-table" aria-busy={isPlaceholderData}>
          <BookingsTableHeader sort={query.sort} onSort={(sort) => update({ sort })} />
          <Table.Body>
            {data.bookings.map((booking) => (
              <BookingRow key={booking.id} booking={booking} onView={() => setOpenBooking(booking.id)} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {data && data.total > 0 && (
        <Flex justify="between" align="center" gap="3" wrap="wrap" mt="3" asChild>
          <nav aria-label="Bookings pages">
            <Text size="2" color="gray" aria-live="polite">
              Page {Math.min(query.page, lastPage)} of {lastPage} · {data.total.toLocaleString('en-US')}{' '}
              {data.total === 1 ? 'booking' : 'bookings'}
            </Text>
            <Flex gap="2" align="center">
              <Text size="2" id="bookings-page-size-label">
                Per page
              </Text>
              <Select.Root
                value={String(query.pageSize)}
                onValueChange={(value) => update({ pageSize: Number(value) })}
              >
                <Select.Trigger aria-labelledby="bookings-page-size-label" />
                <Select.Content position="popper">
                  {PAGE_SIZES.map((size) => (
                    <Select.Item key={size} value={String(size)}>
                      {size}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
              <Button variant="soft" disabled={query.page <= 1} onClick={() => update({ page: query.page - 1 })}>
                Previous
              </Button>
              <Button variant="soft" disabled={query.page >= lastPage} onClick={() => update({ page: query.page + 1 })}>
                Next
              </Button>
            </Flex>
          </nav>
        </Flex>
      )}
      <BookingsExport
        filters={{ status: query.status, from: query.from, to: query.to, q: query.q, sort: query.sort }}
      />
      <BookingDetailDialog bookingId={openBooking} onClose={() => setOpenBooking(null)} />
    </section>
  );
}
