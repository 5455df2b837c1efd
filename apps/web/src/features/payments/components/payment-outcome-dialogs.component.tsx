import { Flex, Separator } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import { useAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { shortBookingId, type Booking } from '@app/contracts';
import { DialogCloseFooter } from '@/components/ui/dialog-close-footer.ui';
import { paymentOutcomeAtom } from '../state/payment-outcome.atom';
import { DocumentDownload } from './document-download.component';
import { InlineSignup } from './inline-signup.component';
import { EventFacts, PaymentSummary } from './payment-summary.component';

/**
 * docs/product/constants.md#timings-in-the-browser: closing "Booking Complete" returns to the home page after 300 ms.
 */
const HOME_AFTER_MS = 300;

/**
 * What follows a payment (docs/product/pages.md#routes): "Payment Successful" with the receipt, then on Close "Booking
 * Complete" with the confirmation and the account sign-up (shown only to a visitor without an account). `nextSteps`
 * (from the bookings feature): what happens next, the party in a calendar and the booking's own page, in both.
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
            <PaymentSummary outcome={outcome} />
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
