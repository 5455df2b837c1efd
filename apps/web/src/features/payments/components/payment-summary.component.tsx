import { Card, DataList, Flex, Text } from '@radix-ui/themes';
import { START_TIMES, type Booking } from '@app/contracts';
import { dollarsToCents, finalAmountCents, formatUsd } from '@app/pricing';
import type { PaymentOutcome } from '../state/payment-outcome.atom';
import { DocumentDownload } from './document-download.component';

/**
 * What a payment took and what is left, with its receipt: the body of "Payment Successful", after the wizard's payment
 * and after one made from the booking's own page or /profile (the same clear ending).
 */
export function PaymentSummary({ outcome, token }: { outcome: Omit<PaymentOutcome, 'stage'>; token?: string | null }) {
  const { booking } = outcome;
  const finalCents = finalAmountCents(outcome.totalCents, outcome.discountCents);
  const balanceCents = dollarsToCents(booking.balanceDue ?? '0') ?? 0;
  return (
    <Flex direction="column" gap="3">
      <EventFacts booking={booking} />
      <Card size="1">
        <DataList.Root size="2">
          <Money label="Subtotal" cents={outcome.totalCents} />
          {outcome.discountCents > 0 && <Money label="Discount" cents={-outcome.discountCents} />}
          <Money label="Total" cents={finalCents} />
          <Money label="Paid now" cents={outcome.paidNowCents} />
          {balanceCents > 0 && <Money label="Balance due on event day" cents={balanceCents} />}
        </DataList.Root>
      </Card>
      <DocumentDownload bookingId={booking.id} kind="receipt" label="Download Receipt" token={token} />
    </Flex>
  );
}

export function EventFacts({ booking }: { booking: Booking }) {
  const day = new Date(`${booking.eventDate}T12:00:00`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const time = START_TIMES.find((t) => t.value === booking.eventTime)?.label ?? booking.eventTime;
  return (
    <Text as="p" size="2">
      {booking.childName}&rsquo;s {booking.eventType.replace(/-/g, ' ')} on {day} at {time}, for {booking.guestCount}{' '}
      children.
    </Text>
  );
}

function Money({ label, cents }: { label: string; cents: number }) {
  return (
    <DataList.Item>
      <DataList.Label>{label}</DataList.Label>
      <DataList.Value>{cents < 0 ? `−${formatUsd(-cents)}` : formatUsd(cents)}</DataList.Value>
    </DataList.Item>
  );
}
