import { Button, Flex } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import { useState } from 'react';
import { PAYMENT_PLAN_LABELS, paymentDueOf, shortBookingId, type Booking, type PaymentDue } from '@app/contracts';
import { dollarsToCents, formatUsd } from '@app/pricing';
import { DialogCloseFooter } from '@/components/ui/dialog-close-footer.ui';
import type { PaymentOutcome } from '../state/payment-outcome.atom';
import { PaymentPanel, type PaymentPanelProps } from './payment-panel.component';
import { PaymentSummary } from './payment-summary.component';

/** The card's button, and its dialog's title, by what is due. */
const LABELS: Record<PaymentDue, string> = {
  plan: 'Pay now',
  balance: PAYMENT_PLAN_LABELS.balance,
  free: 'Complete Free Booking',
};

/**
 * Paying what a booking owes, from its /profile card and its own page: nothing paid yet → the 50% deposit or the full
 * final, with the booking's own promo (the server prices the order again); after a deposit → the balance; a promo that
 * covers it all → the free path. The same payment area as "Complete Your Booking".
 * `onChange`: the booking may have changed: paid (called as the payment succeeds), or a payment PayPal still holds
 * when the dialog is closed.
 */
export function PayBooking({
  booking,
  onChange,
  token,
  terms,
  openOnArrival = false,
}: {
  booking: Booking;
  onChange: () => void;
  /** Open the dialog at once while something is due: the page was reached by an e-mail's "Pay the balance". */
  openOnArrival?: boolean;
  /** The deadline and fee the plan is stated with (on the booking's page, its policy). */
  terms?: PaymentPanelProps['terms'];
  /** The booking's signed link, on its page opened with it. */
  token?: string | null;
}) {
  const [open, setOpen] = useState(() => openOnArrival && paymentDueOf(booking) !== null);
  // A payment that went through: the dialog then says what it took, what is left and gives the receipt.
  const [paid, setPaid] = useState<PaymentOutcome | null>(null);
  const due = paymentDueOf(booking);
  if (!due && !paid) return null;
  const totalCents = dollarsToCents(booking.totalPrice) ?? 0;
  const finalCents = dollarsToCents(booking.finalPrice ?? booking.totalPrice) ?? totalCents;
  const close = () => {
    setOpen(false);
    setPaid(null);
    onChange();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <Dialog.Trigger>
        <Button size="2">{LABELS[due ?? 'plan']}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        {paid ? (
          <>
            <Dialog.Title>{paid.paidNowCents > 0 ? 'Payment Successful' : 'Booking Confirmed'}</Dialog.Title>
            <Dialog.Description size="2" color="gray" mb="3">
              Event #{shortBookingId(booking.id)}: {formatUsd(paid.paidNowCents)} paid. A receipt is on its way to{' '}
              <strong>{booking.parentEmail}</strong>.
            </Dialog.Description>
            <Flex direction="column" gap="3">
              <PaymentSummary outcome={paid} token={token} />
              <DialogCloseFooter />
            </Flex>
          </>
        ) : (
          <>
            <Dialog.Title>{LABELS[due!]}</Dialog.Title>
            <Dialog.Description size="2" color="gray" mb="3">
              Event #{shortBookingId(booking.id)}
              {due !== 'free' && `: ${formatUsd(dollarsToCents(booking.balanceDue ?? '0') ?? 0)} left to pay`}.
            </Dialog.Description>
            <PaymentPanel
              booking={booking}
              totalCents={totalCents}
              discountCents={totalCents - finalCents}
              promoCode={booking.promoCode ?? null}
              balanceOnly={due === 'balance'}
              token={token}
              terms={terms}
              onPaid={(outcome) => {
                setPaid(outcome);
                // The page behind "Payment Successful" shows the new amounts at once, not once it is closed.
                onChange();
              }}
            />
            {/* A phone has no Escape key, and its dialog leaves little overlay to tap. */}
            <DialogCloseFooter mt="3" />
          </>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
