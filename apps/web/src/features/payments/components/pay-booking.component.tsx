import { Button, Dialog } from '@radix-ui/themes';
import { useState } from 'react';
import { PAYMENT_PLAN_LABELS, paymentDueOf, shortBookingId, type Booking, type PaymentDue } from '@app/contracts';
import { dollarsToCents, formatUsd } from '@app/pricing';
import { useToast } from '@/components/ui/toast';
import { PaymentPanel } from './payment-panel.component';

/** The card's button, and its dialog's title, by what is due. */
const LABELS: Record<PaymentDue, string> = {
  plan: 'Pay now',
  balance: PAYMENT_PLAN_LABELS.balance,
  free: 'Complete Free Booking',
};

/** After a PayPal payment (the free path has SPEC §8's own toast). */
const RECEIPT_ON_ITS_WAY = 'Thank you! Your receipt is on its way by e-mail.';
const PAID_TOASTS = {
  plan: { title: 'Payment Successful', description: RECEIPT_ON_ITS_WAY },
  balance: { title: 'Balance paid', description: RECEIPT_ON_ITS_WAY },
};

/**
 * Paying what a booking owes, from its /profile card (DESIGN §4.5; issue #26 defect 6): nothing paid yet → the 50%
 * deposit or the full final, with the booking's own promo (the server prices the order again); after a deposit → the
 * balance; a promo that covers it all → the free path. The same payment area as "Complete Your Booking".
 * `onChange`: the booking may have changed (paid, or a payment PayPal still holds when the dialog is closed).
 */
export function PayBooking({
  booking,
  onChange,
  token,
}: {
  booking: Booking;
  onChange: () => void;
  /** The booking's signed link, on its page opened with it (issue #28). */
  token?: string | null;
}) {
  const [open, setOpen] = useState(false);
  const { toast } = useToast();
  const due = paymentDueOf(booking);
  if (!due) return null;
  const totalCents = dollarsToCents(booking.totalPrice) ?? 0;
  const finalCents = dollarsToCents(booking.finalPrice ?? booking.totalPrice) ?? totalCents;
  const close = () => {
    setOpen(false);
    onChange();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <Dialog.Trigger>
        <Button size="2">{LABELS[due]}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{LABELS[due]}</Dialog.Title>
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
          onPaid={() => {
            if (due !== 'free') toast(PAID_TOASTS[due]);
            close();
          }}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
