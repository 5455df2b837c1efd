import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import {
  bookingStatusLabel,
  bookingStatusOf,
  eventTypeLabel,
  formatPhone,
  GAME_INTENSITIES,
  paymentStatusLabel,
  startTimeLabel,
  type AdminBookingAccount,
  type AdminBookingDetail,
  type BookingAddOnFlags,
} from '@app/contracts';
import { PRICE_TABLE, signedUsd, type AddOnKey } from '@app/pricing';
import { storedPriceLines } from '@/lib/stored-price-lines';
import { LinkButton } from '@/components/ui/link-button.ui';
import { AdminNotes } from './admin-notes.component';
import { AtTheParty } from './at-the-party.component';
import { BookingAlbum } from './booking-album.component';
import { BookingActivity } from './booking-activity.component';
import { BookingWaivers } from './booking-waivers.component';
import { Item, Section, STACKED_ON_A_PHONE } from './booking-detail-section.component';
import { CancellationRequestPanel } from './cancellation-request-panel.component';
import { PartyDocuments } from './party-documents.component';
import { EditBooking } from './edit-booking.component';
import { BookingStatusActions } from './booking-status-actions.component';
import { RecordPaymentForm } from './record-payment-form.component';
import { ResendConfirmation } from './resend-confirmation.component';
import { WaitlistOffers } from './waitlist-offers.component';
import { dateWithWeekday, STATUS_COLOR, usd } from '@/features/admin/shared/components/admin-format';
import { useAdminDateTime } from '@/features/admin/shell/components/admin-time-zone.context';

const ADD_ONS = Object.entries(PRICE_TABLE.addOns) as [AddOnKey, { label: string }][];

/** The account by name and e-mail ("Sam Rivera · sam@example.com"), its username beside it for a search. */
function Account({ account, userId }: { account: AdminBookingAccount | null; userId: string | null | undefined }) {
  if (!userId) return <>Booked without an account</>;
  if (!account) return <>An account that no longer exists</>;
  return (
    <>
      {account.name ?? account.username}
      {account.email && (
        <>
          {' · '}
          <a href={`mailto:${account.email}`}>{account.email}</a>
        </>
      )}
      {account.name && (
        <Text as="div" size="1" color="gray">
          Username {account.username}
        </Text>
      )}
    </>
  );
}

/**
 * What the owner acts on first, on a phone at the party's door: the status, the balance due, a call to the parent,
 * then Record payment and Confirm. The party's facts follow; ids and codes close the sheet.
 */
export function BookingDetail({ booking }: { booking: AdminBookingDetail }) {
  const status = bookingStatusOf(booking);
  const intensity = GAME_INTENSITIES.find((i) => i.value === booking.intensity);
  const location = typeof booking.location === 'string' ? { address: booking.location } : booking.location;
  const addOns = (booking.addOns ?? {}) as Partial<BookingAddOnFlags>;
  const chosen = ADD_ONS.filter(([key]) => addOns[key]);
  const owing = status !== 'cancelled' && Number(booking.balanceDue ?? 0) > 0;
  const at = useAdminDateTime();
  return (
    <>
      <Section title="Booking">
        <Item label="Status">
          <Badge color={STATUS_COLOR[status] ?? 'gray'} highContrast>
            {bookingStatusLabel(status)}
          </Badge>
        </Item>
        <Item label="Balance due">
          <Text weight="bold">{usd(booking.balanceDue ?? '0.00')}</Text>
        </Item>
        <Item label="Payment status">{booking.paymentStatus && paymentStatusLabel(booking.paymentStatus)}</Item>
        {/* Only once paid in full: a part paid says so in Payments, not as a "Paid at —". */}
        {booking.paymentCompletedAt && <Item label="Paid at">{at(booking.paymentCompletedAt)}</Item>}
        <Item label="Parent">
          <Button asChild size="3" variant="soft">
            {/* One short word on screen (a long name would push the sheet sideways); the whole call for a reader. */}
            <a
              href={`tel:${booking.parentPhone}`}
              aria-label={`Call ${booking.parentName} at ${formatPhone(booking.parentPhone)}`}
            >
              Call
            </a>
          </Button>
        </Item>
      </Section>
      {owing && (
        // Keyed by the balance: once a payment lands, the form starts again from the new balance.
        <RecordPaymentForm key={booking.balanceDue} bookingId={booking.id} balanceDue={booking.balanceDue!} />
      )}
      <BookingStatusActions booking={booking} />
      <CancellationRequestPanel bookingId={booking.id} />
      <Section title="Event">
        <Item label="Date">{dateWithWeekday(booking.eventDate)}</Item>
        <Item label="Time">{startTimeLabel(booking.eventTime)}</Item>
        <Item label="Type">{eventTypeLabel(booking.eventType)}</Item>
        <Item label="Theme">{booking.eventTheme}</Item>
        <Item label="Guests">{booking.guestCount}</Item>
        <Item label="Duration">{booking.pricing.totalDuration} minutes</Item>
        <Item label="Intensity">{intensity ? `${intensity.label} (${intensity.value})` : booking.intensity}</Item>
        <Item label="Special requests">{booking.specialRequests}</Item>
      </Section>
      <Section title="Parent and child">
        <Item label="Parent">{booking.parentName}</Item>
        <Item label="E-mail">
          <a href={`mailto:${booking.parentEmail}`}>{booking.parentEmail}</a>
        </Item>
        <Item label="Phone">
          <a href={`tel:${booking.parentPhone}`}>{formatPhone(booking.parentPhone)}</a>
        </Item>
        <Item label="Child">
          {booking.childName}, {booking.childAge}
        </Item>
      </Section>
      <Section title="Location">
        <Item label="Address">{location.address}</Item>
        <Item label="City">{[location.city, location.state, location.zipCode].filter(Boolean).join(', ')}</Item>
        <Item label="Space">{location.spaceDetails}</Item>
      </Section>
      <Section title={`Games (${booking.games.length})`}>
        {booking.games.map((game, i) => (
          <Item key={`${game.id}-${i}`} label={`Game ${i + 1}`}>
            <Flex gap="2" align="center">
              {game.name}
              {game.custom && (
                <Badge color="purple" highContrast>
                  Custom
                </Badge>
              )}
            </Flex>
          </Item>
        ))}
      </Section>
      <Section title="Add-ons">
        <Item label="Add-ons">{chosen.map(([, addOn]) => addOn.label).join(', ') || 'None'}</Item>
      </Section>
      <Section title="Photos" orientation={STACKED_ON_A_PHONE}>
        {/* The party's album (docs/product/albums.md#uploading): the parent sees it on the booking's page. */}
        <Item label="The party's album">
          <BookingAlbum bookingId={booking.id} />
        </Item>
      </Section>
      <Section title="Price">
        {storedPriceLines(booking).map((line) => (
          <Item key={line.key} label={line.label}>
            {line.key === 'total' ? <Text weight="bold">{signedUsd(line.cents)}</Text> : signedUsd(line.cents)}
          </Item>
        ))}
      </Section>
      <AtTheParty booking={booking} />
      <BookingWaivers booking={booking} />
      <EditBooking booking={booking} />
      <AdminNotes bookingId={booking.id} />
      <WaitlistOffers bookingId={booking.id} />
      <BookingActivity bookingId={booking.id} cancelled={booking.status === 'cancelled'} />
      <ResendConfirmation booking={booking} />
      <Section title="Pages and documents">
        <Item label="Parent's page">
          {/* What the parent sees: their policy, their requests, their actions. */}
          <LinkButton to={`/bookings/${encodeURIComponent(booking.id)}`} size="1" variant="soft">
            Open the booking's page
          </LinkButton>
        </Item>
        <Item label="Party documents">
          <PartyDocuments bookingId={booking.id} />
        </Item>
      </Section>
      <Section title="Ids and codes">
        <Item label="Id">
          <Text>{booking.id}</Text>
        </Item>
        <Item label="Created">{at(booking.createdAt)}</Item>
        <Item label="Account">
          <Account account={booking.account} userId={booking.userId} />
        </Item>
      </Section>
    </>
  );
}
