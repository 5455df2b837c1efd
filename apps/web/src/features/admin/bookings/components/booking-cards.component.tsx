import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import {
  bookingStatusLabel,
  bookingStatusOf,
  PAYMENT_STATE_LABELS,
  shortBookingId,
  startTimeLabel,
  type AdminBooking,
} from '@app/contracts';
import { dateWithWeekday, PAYMENT_COLOR, STATUS_COLOR, usd } from '@/features/admin/shared/components/admin-format';

/**
 * The bookings on a phone: a table's columns do not fit 375 px, so each booking is a card headed by its id, with the
 * same View action as the table's row. A labelled list, so a screen reader announces how many there are.
 */
export function BookingCards({ bookings, onView }: { bookings: AdminBooking[]; onView: (id: string) => void }) {
  return (
    <Flex direction="column" gap="2" p="0" m="0" style={{ listStyle: 'none' }} asChild>
      <ul aria-labelledby="bookings-heading">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} onView={() => onView(booking.id)} />
          </li>
        ))}
      </ul>
    </Flex>
  );
}

function BookingCard({ booking, onView }: { booking: AdminBooking; onView: () => void }) {
  const status = bookingStatusOf(booking);
  const id = `#${shortBookingId(booking.id)}`;
  return (
    <Card>
      <Flex justify="between" align="start" gap="2">
        <Heading as="h3" size="3">
          {id} · {booking.parentName}
        </Heading>
        <Button size="1" variant="soft" onClick={onView} aria-label={`View booking ${id}`}>
          View
        </Button>
      </Flex>
      <Text as="p" size="2">
        {booking.childName} <Text color="gray">({booking.childAge})</Text>
      </Text>
      <Text as="p" size="2">
        {dateWithWeekday(booking.eventDate)} · {startTimeLabel(booking.eventTime)}
      </Text>
      <Flex gap="2" align="center" wrap="wrap" mt="1">
        <Text size="2" weight="bold">
          {usd(booking.finalPrice ?? booking.totalPrice)}
        </Text>
        <Badge color={PAYMENT_COLOR[booking.payment] ?? 'gray'} highContrast>
          {PAYMENT_STATE_LABELS[booking.payment] ?? booking.payment}
        </Badge>
        <Badge color={STATUS_COLOR[status] ?? 'gray'} highContrast>
          {bookingStatusLabel(status)}
        </Badge>
      </Flex>
    </Card>
  );
}
