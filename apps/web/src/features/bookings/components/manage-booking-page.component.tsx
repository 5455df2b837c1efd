import { Badge, Box, Callout, Card, Container, DataList, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import {
  bookingStatusOf,
  eventTypeLabel,
  type ManagedBooking,
  paymentDueOf,
  refundLineWords,
  shortBookingId,
  startTimeLabel,
  WAIVER_TEXTS,
} from '@app/contracts';
import { signedUsd } from '@app/pricing';
import { ErrorState } from '@/components/ui/error-state.ui';
import { LinkButton } from '@/components/ui/link-button.ui';
import { ApiError } from '@/lib/api-client';
import { storedPriceLines } from '@/lib/stored-price-lines';
import { useManagedBooking } from '../api/manage-booking.api';
import { AddToCalendar } from './add-to-calendar.component';
import { formatEventDate, formatLocation, isKnownStatus, STATUS_COLORS, statusLabel } from './booking-display';
import {
  cancellationPolicyLine,
  cancellationRequestLine,
  depositPlanLine,
  paidNetLine,
  refundOnItsWayLine,
  reschedulePolicyLine,
} from './booking-policy';
import { BookingWaiver } from './booking-waiver.component';
import { CancelDialog } from './cancel-dialog.component';
import { RescheduleDialog, type Slot } from './reschedule-dialog.component';
import { useKeptPayment } from './use-kept-payment.hook';

/** What other features bring to the page (composed in app/routes: features never import each other). */
export interface ManageBookingSlots {
  /** The payment panel for what is due (payments). */
  payment: (booking: ManagedBooking, onPaid: () => void) => ReactNode;
  /** The receipt and confirmation PDFs (payments). */
  documents: (booking: ManagedBooking) => ReactNode;
  /** The wizard's calendar and free times for the booking's game count (booking-wizard). */
  picker: (booking: ManagedBooking, props: { date: string; time: string; onChange: (slot: Slot) => void }) => ReactNode;
  /** Until when an unpaid booking holds its team (the wizard's hold line), null when it holds none. */
  holdLine: (booking: ManagedBooking) => string | null;
  /** The children coming and the invitation link for the other families (roster). */
  roster: (booking: ManagedBooking) => ReactNode;
  /** The party's photos: thumbnails, the zip, the day the album closes and the families' link (albums). */
  album: (booking: ManagedBooking) => ReactNode;
}

/**
 * A booking's own page (`/bookings/:id`, also opened with the e-mail's `?token=`): the status, the event, the games,
 * the price lines with what was paid and is due, the hold, the documents, the policy in words with the refund now, and
 * the parent's actions (pay, add to a calendar, reschedule, cancel or ask to cancel).
 */
export function ManageBookingPage({
  id,
  token,
  timeZone,
  slots,
  onChange,
}: {
  id: string;
  token: string | null;
  timeZone: string | undefined;
  slots: ManageBookingSlots;
  onChange: () => void;
}) {
  const { data: booking, isPending, error } = useManagedBooking(id, token);
  if (isPending) return <PageSkeleton />;
  if (error instanceof ApiError && [400, 401, 403, 404].includes(error.status)) return <BookingNotFound />;
  if (error) return <ErrorState text="Failed to load this booking. Please try again later." />;
  return <BookingView booking={booking} token={token} timeZone={timeZone} slots={slots} onChange={onChange} />;
}

function BookingView({
  booking,
  token,
  timeZone,
  slots,
  onChange,
}: {
  booking: ManagedBooking;
  token: string | null;
  timeZone: string | undefined;
  slots: ManageBookingSlots;
  onChange: () => void;
}) {
  const status = bookingStatusOf(booking);
  const cancelled = status === 'cancelled';
  const due = paymentDueOf(booking);
  const paying = useKeptPayment(due !== null);
  const hold = slots.holdLine(booking);
  const { policy, cancellationRequest: request } = booking;
  const policyLine = cancellationPolicyLine(policy, timeZone);
  const refundLine = refundOnItsWayLine(booking);
  return (
    <Container size="3" px="4" py="6">
      <Flex direction="column" gap="5">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="7" title={booking.id}>
            {booking.childName}&rsquo;s party · #{shortBookingId(booking.id)}
          </Heading>
          <Badge size="3" color={isKnownStatus(status) ? STATUS_COLORS[status] : 'gray'} highContrast>
            {statusLabel(status)}
          </Badge>
        </Flex>
        {hold && (
          <Callout.Root color="amber" highContrast>
            <Callout.Text>{hold}</Callout.Text>
          </Callout.Root>
        )}
        <Grid columns={{ initial: '1', md: '2' }} gap="5">
          <Panel id="event" title="The event">
            <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
              <Fact label="Child">
                {booking.childName}, {booking.childAge}
              </Fact>
              <Fact label="Date">{formatEventDate(booking.eventDate)}</Fact>
              <Fact label="Time">
                {startTimeLabel(booking.eventTime)} ({booking.durationMinutes} minutes)
              </Fact>
              <Fact label="Type">{eventTypeLabel(booking.eventType)}</Fact>
              <Fact label="Guests">{booking.guestCount} children</Fact>
              <Fact label="Address">{formatLocation(booking.location)}</Fact>
            </DataList.Root>
            <Heading as="h3" size="3" mt="4" mb="2">
              Games
            </Heading>
            <Flex gap="2" wrap="wrap" role="list" aria-label="Games">
              {booking.gameNames.map((name, i) => (
                <Badge role="listitem" key={`${name}-${i}`} variant="soft" color="violet" size="2">
                  {name}
                </Badge>
              ))}
            </Flex>
          </Panel>
          <Panel id="price" title="Price and payment">
            <DataList.Root>
              {/* With refunds, "Paid" alone would show what is left as what was paid: the refunds say it below. */}
              {priceLinesOf(booking).map((line) => (
                <Fact key={line.key} label={line.label}>
                  <Text weight={line.key === 'total' || line.key === 'balanceDue' ? 'bold' : 'regular'}>
                    {signedUsd(line.cents)}
                  </Text>
                </Fact>
              ))}
            </DataList.Root>
            {booking.refunds.length > 0 && <Refunds booking={booking} timeZone={timeZone} />}
            {due === 'plan' && (
              <Text as="p" mt="4" data-testid="payment-plan">
                {depositPlanLine(booking, timeZone)}
              </Text>
            )}
            {paying && <Box mt="4">{slots.payment(booking, onChange)}</Box>}
            <Box mt="4">{slots.documents(booking)}</Box>
          </Panel>
        </Grid>
        <Panel id="roster" title="Who’s coming">
          {slots.roster(booking)}
        </Panel>
        {!cancelled && (
          <BookingWaiver
            bookingId={booking.id}
            token={token}
            childAge={booking.childAge}
            timeZone={timeZone}
            frame={(content) => (
              <Panel id="waiver" title={WAIVER_TEXTS.bookingHeading}>
                {content}
              </Panel>
            )}
          />
        )}
        {!cancelled && (
          <Panel id="album" title="The party’s photos">
            {slots.album(booking)}
          </Panel>
        )}
        {!cancelled && (
          <Panel id="calendar" title="Add to your calendar">
            <AddToCalendar bookingId={booking.id} token={token} googleCalendarUrl={booking.googleCalendarUrl} />
          </Panel>
        )}
        <Panel id="changes" title="Changes and cancellation">
          <Flex direction="column" gap="3">
            {cancelled && !request && <Text>This booking is cancelled.</Text>}
            {/* What was paid still shows in full until PayPal makes the refund: say it is coming. */}
            {refundLine && (
              <Callout.Root color="blue" role="status">
                <Callout.Text>{refundLine}</Callout.Text>
              </Callout.Root>
            )}
            {!cancelled && <Text>{reschedulePolicyLine(policy, timeZone)}</Text>}
            {policyLine && !request && <Text>{policyLine}</Text>}
            {request && (
              <Callout.Root color={request.status === 'declined' ? 'gray' : 'blue'} role="status">
                <Callout.Text>{cancellationRequestLine(request, timeZone)}</Callout.Text>
              </Callout.Root>
            )}
            <Flex gap="3" wrap="wrap">
              {!cancelled && policy.canReschedule && (
                <RescheduleDialog booking={booking} token={token} picker={(props) => slots.picker(booking, props)} />
              )}
              {/* Mounted even once nothing is left to cancel: its answer stays on screen until the parent closes it. */}
              <CancelDialog
                booking={booking}
                token={token}
                timeZone={timeZone}
                offered={!cancelled && policy.cancel !== null && request?.status !== 'open'}
              />
            </Flex>
          </Flex>
        </Panel>
      </Flex>
    </Container>
  );
}

const priceLinesOf = (booking: ManagedBooking) =>
  storedPriceLines(booking).filter((line) => !(line.key === 'paid' && booking.refunds.length > 0));

/** Each refund (when, how much, where it stands) and what was paid net of them. */
function Refunds({ booking, timeZone }: { booking: ManagedBooking; timeZone: string | undefined }) {
  return (
    <Box mt="4">
      <Heading as="h3" size="3" mb="2" id="refunds-heading">
        Refunds
      </Heading>
      <ul aria-labelledby="refunds-heading" className="refund-lines">
        {booking.refunds.map((line, i) => (
          <li key={i}>
            <Text size="2">{refundLineWords(line, timeZone)}</Text>
          </li>
        ))}
      </ul>
      <Text as="p" size="2" weight="bold" mt="2" data-testid="paid-net">
        {paidNetLine(booking)}
      </Text>
    </Box>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card size="3" asChild>
      <section aria-labelledby={`${id}-heading`}>
        <Heading as="h2" size="4" mb="3" id={`${id}-heading`}>
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="110px">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

/** The page's shape while it loads, so nothing jumps when the booking arrives. */
function PageSkeleton() {
  return (
    <Container size="3" px="4" py="6" role="status" aria-label="Loading your booking">
      <Flex direction="column" gap="5">
        <Skeleton height="40px" width="60%" />
        <Grid columns={{ initial: '1', md: '2' }} gap="5">
          <Skeleton height="280px" />
          <Skeleton height="280px" />
        </Grid>
        <Skeleton height="120px" />
      </Flex>
    </Container>
  );
}

/** Missing, not the caller's, or a wrong or expired link: one answer, which says nothing about which. */
function BookingNotFound() {
  return (
    <Container size="2" px="4" py="9">
      <Flex direction="column" align="center" gap="4">
        <Heading as="h1" size="7" align="center">
          We couldn&rsquo;t find this booking
        </Heading>
        <Text color="gray" align="center">
          The link may be mistyped or have expired. Sign in to see your bookings, or get in touch and we will help.
        </Text>
        <Flex gap="3" wrap="wrap" justify="center">
          <LinkButton to="/profile" size="3">
            My Bookings
          </LinkButton>
          <LinkButton to="/contact" size="3" variant="soft">
            Contact us
          </LinkButton>
        </Flex>
      </Flex>
    </Container>
  );
}
