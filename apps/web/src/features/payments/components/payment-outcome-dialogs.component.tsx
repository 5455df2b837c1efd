import { Card, DataList, Dialog, Flex, Separator, Text } from '@radix-ui/themes';
import { useAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { shortBookingId, START_TIMES, type Booking } from '@app/contracts';
import { dollarsToCents, finalAmountCents, formatUsd } from '@app/pricing';
import { DialogCloseFooter } from '@/components/ui/dialog-close-footer.ui';
import { paymentOutcomeAtom } from '../state/payment-outcome.atom';
import { DocumentDownload } from './document-download.component';
import { InlineSignup } from './inline-signup.component';

/** SPEC timings: closing "Booking Complete" returns to the home page after 300 ms. */
const HOME_AFTER_MS = 300;

/**
 * What follows a payment (SPEC §2): "Payment Successful" with the receipt, then on Close "Booking Complete" with the
 * confirmation and the account sign-up (shown only to a visitor without an account). `nextSteps` (issue #29, from the
 * bookings feature): what happens next, the party in a calendar and the booking's own page, in both.
 */
export function PaymentOutcomeDialogs({
  signedIn,
  nextSteps,
}: {
  signedIn: boolean;
  nextSteps: (booking: Booking) => ReactNode;
}) {
  const [outcome, setOutcome] = useAtom(paymentOutcomeAtom);
  const navigate = useNavigate();
  if (!outcome) return null;
  const { booking } = outcome;
  const finalCents = finalAmountCents(outcome.totalCents, outcome.discountCents);
  const balanceCents = dollarsToCents(booking.balanceDue ?? '0') ?? 0;

  return (
    <>
      <Dialog.Root
        open={outcome.stage === 'paid'}
        onOpenChange={(open) => !open && setOutcome({ ...outcome, stage: 'complete' })}
      >
        <Dialog.Content maxWidth="520px">
          <Dialog.Title>Payment Successful</Dialog.Title>
          <Dialog.Description size="2" color="gray" mb="3">
            Event #{shortBookingId(booking.id)} is confirmed. A confirmation e-mail is on its way to{' '}
            <strong>{booking.parentEmail}</strong>.
          </Dialog.Description>
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
            <DocumentDownload bookingId={booking.id} kind="receipt" label="Download Receipt" />
            <Separator size="4" />
            {nextSteps(booking)}
            <DialogCloseFooter />
          </Flex>
        </Dialog.Content>
      </Dialog.Root>

      <Dialog.Root
        open={outcome.stage === 'complete'}
        onOpenChange={(open) => {
          if (open) return;
          setOutcome(null);
          setTimeout(() => navigate('/'), HOME_AFTER_MS);
        }}
      >
        <Dialog.Content maxWidth="520px">
          <Dialog.Title>Booking Complete</Dialog.Title>
          <Dialog.Description size="2" color="gray" mb="3">
            Event #{shortBookingId(booking.id)}: we will see you there!
          </Dialog.Description>
          <Flex direction="column" gap="3">
            <EventFacts booking={booking} />
            <DocumentDownload bookingId={booking.id} kind="confirmation" label="Download PDF Confirmation" />
            <Separator size="4" />
            {nextSteps(booking)}
            {!signedIn && (
              <>
                <Separator size="4" />
                <InlineSignup email={booking.parentEmail} parentName={booking.parentName} />
              </>
            )}
            <DialogCloseFooter />
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

function EventFacts({ booking }: { booking: Booking }) {
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
