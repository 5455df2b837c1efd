import { CalendarIcon, ClockIcon, PersonIcon, SewingPinIcon } from '@radix-ui/react-icons';
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import {
  type Booking,
  bookingStatusOf,
  eventTypeLabel,
  type PaymentDue,
  paymentDueOf,
  shortBookingId,
  startTimeLabel,
} from '@app/contracts';
import { formatDollars } from '@app/pricing';
import { LinkButton } from '@/components/ui/link-button.ui';
import {
  bookingPrice,
  formatCreatedAt,
  formatEventDate,
  formatLocation,
  gamesSummary,
  isKnownStatus,
  STATUS_COLORS,
  statusLabel,
} from './booking-display';
import { paidNetLine } from './booking-policy';
import { useKeptPayment } from './use-kept-payment.hook';

interface BookingCardProps {
  booking: Booking;
  /** Resolves a selected game id to its name; unknown ids show as "Game #id". */
  gameName?: (id: number | string) => string | undefined;
  /**
   * Paying what is due (docs/product/money.md#deposit; the payments feature): shown only on a booking with something to
   * pay.
   */
  payment?: (booking: Booking) => ReactNode;
}

/** One booking on /profile (docs/product/pages.md#routes): every field the spec lists, in reading order. */
export function BookingCard({ booking, gameName, payment }: BookingCardProps) {
  const status = bookingStatusOf(booking);
  const games = gamesSummary(
    booking.selectedGames.map((id) => gameName?.(id) ?? (typeof id === 'number' ? `Game #${id}` : id)),
  );
  const location = formatLocation(booking.location);
  const headingId = `booking-${booking.id}`;
  const paid = Number(booking.amountPaid ?? 0) + Number(booking.amountRefunded ?? 0);
  const due = paymentDueOf(booking);
  const paying = useKeptPayment(due !== null);
  return (
    <Card asChild size="3">
      <article aria-labelledby={headingId} data-testid="booking-card">
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <Heading as="h3" size="4" id={headingId} title={String(booking.id)}>
              Event #{shortBookingId(booking.id)}
            </Heading>
            <Text size="2" color="gray">
              {eventTypeLabel(booking.eventType)}
            </Text>
          </Flex>
          <Flex align="center" gap="3">
            {isKnownStatus(status) ? (
              <Badge color={STATUS_COLORS[status]} size="2">
                {statusLabel(status)}
              </Badge>
            ) : (
              <Text size="2">{status}</Text>
            )}
            <Text size="5" weight="bold">
              {bookingPrice(booking)}
            </Text>
          </Flex>
        </Flex>

        {(paid > 0 || due) && (
          <Flex justify="between" align="center" gap="3" wrap="wrap" mt="3">
            <Text size="2">{paymentLine(booking, due)}</Text>
            {paying && payment?.(booking)}
          </Flex>
        )}

        <Flex direction="column" gap="2" mt="4">
          <Detail icon={<CalendarIcon />} label="Date">
            {formatEventDate(booking.eventDate)}
          </Detail>
          <Detail icon={<ClockIcon />} label="Time">
            {startTimeLabel(booking.eventTime)}
          </Detail>
          <Detail icon={<PersonIcon />} label="Guests">
            {booking.guestCount} guests · child age {booking.childAge}
          </Detail>
          {location && (
            <Detail icon={<SewingPinIcon />} label="Location">
              {location}
            </Detail>
          )}
        </Flex>

        {games.names.length > 0 && (
          <Flex gap="2" wrap="wrap" mt="4" aria-label="Selected games">
            {games.names.map((name, i) => (
              <Badge key={`${name}-${i}`} variant="soft" color="violet">
                {name}
              </Badge>
            ))}
            {games.more > 0 && (
              <Badge variant="outline" color="gray">
                +{games.more} more
              </Badge>
            )}
          </Flex>
        )}

        {booking.specialRequests && (
          <Text as="p" size="2" mt="3">
            <Text weight="medium">Special requests: </Text>
            {booking.specialRequests}
          </Text>
        )}
        <Flex justify="between" align="center" gap="3" wrap="wrap" mt="3">
          <Text size="1" color="gray">
            Booked {formatCreatedAt(booking.createdAt)}
          </Text>
          {/* The booking's own page: pay, reschedule, cancel, add to a calendar. */}
          <LinkButton to={`/bookings/${encodeURIComponent(booking.id)}`} size="2" variant="soft">
            Manage booking<span className="visually-hidden"> #{shortBookingId(booking.id)}</span>
          </LinkButton>
        </Flex>
      </article>
    </Card>
  );
}

/** Where the booking's money stands: what was paid and what is left, or why nothing was paid yet. */
function paymentLine(booking: Booking, due: PaymentDue | null): string {
  if (due === 'free') return `Free with promo ${booking.promoCode}`;
  if (due === 'plan') return `Saved, not yet paid · Due ${formatDollars(booking.balanceDue)}`;
  // A cancelled booking owes nothing: say what happened to the money, not "Paid in full".
  if (bookingStatusOf(booking) === 'cancelled') {
    const refunded = Number(booking.amountRefunded ?? 0) > 0;
    return refunded ? paidNetLine(booking) : `${paidNetLine(booking)} · Nothing refunded so far`;
  }
  const left = Number(booking.balanceDue ?? 0) > 0;
  return `Paid ${formatDollars(booking.amountPaid)}${left ? ` · Balance due ${formatDollars(booking.balanceDue)}` : ' · Paid in full'}`;
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex align="center" gap="2">
      <span aria-hidden className="booking-detail-icon">
        {icon}
      </span>
      <Text size="2">
        <span className="visually-hidden">{label}: </span>
        {children}
      </Text>
    </Flex>
  );
}
