import { Button, Callout, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { CHANGE_BOOKING_MESSAGES as M, type BookingChangeResult } from '@app/contracts';
import { signedUsd } from '@app/pricing';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { useRefundOverpayment } from '@/features/admin/api/change-booking.api';

/** The api's signed dollars ("-25.00" for a discount) in the money words every price shows. */
const money = (amount: string) => signedUsd(Math.round(Number(amount) * 100));

/**
 * A change's answer (issue #37): the new price lines with what was paid and what is due, and, when the new total is
 * below what was paid, the refund offered with its "Refund $X" action.
 */
export function ChangedPrice({ bookingId, result }: { bookingId: string; result: BookingChangeResult }) {
  return (
    <Flex direction="column" gap="2" role="status" aria-label="The new price">
      <dl className="edit-booking-price">
        {result.priceLines.map((line) => (
          <div key={line.key} className={line.key === 'total' ? 'edit-booking-total' : undefined}>
            <dt>{line.label}</dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
      </dl>
      {result.refundOffer && <RefundOffer bookingId={bookingId} amount={result.refundOffer} />}
    </Flex>
  );
}

/** The offer said plainly, then what became of it: refunded, waiting for PayPal, or refused with the reason. */
function RefundOffer({ bookingId, amount }: { bookingId: string; amount: string }) {
  const refund = useRefundOverpayment(bookingId);
  const { toast } = useToast();
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const pay = () =>
    refund.submit(
      { amount },
      {
        onSuccess: ({ refundAmount, refundFailed }) => {
          const text = refundFailed ? M.overpaymentRefundWaiting(refundAmount) : M.overpaymentRefunded(refundAmount);
          setOutcome({ text, failed: false });
          toast({ title: text });
        },
        onError: (error) => setOutcome({ text: readApiError(error).message ?? error.message, failed: true }),
      },
    );
  if (outcome && !outcome.failed) {
    return (
      <Callout.Root color="green">
        <Callout.Text>{outcome.text}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Callout.Root color="amber">
      <Callout.Text>{M.refundOffered(amount)}</Callout.Text>
      {outcome && (
        <Callout.Text color="red" role="alert">
          {outcome.text}
        </Callout.Text>
      )}
      <Flex>
        <Button color="amber" highContrast onClick={pay} loading={refund.isPending}>
          {M.refundOverpayment(amount)}
        </Button>
      </Flex>
    </Callout.Root>
  );
}
