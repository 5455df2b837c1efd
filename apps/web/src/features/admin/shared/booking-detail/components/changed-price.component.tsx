import { Button, Callout, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CHANGE_BOOKING_MESSAGES as M,
  RefundOverpaymentDto,
  type AdminBookingDetail,
  type BookingChangeResult,
} from '@app/contracts';
import { centsToDollars, dollarsToCents, signedDollarsToCents, signedUsd } from '@app/pricing';
import { FormField } from '@/components/ui/form-field.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { useRefundOverpayment } from '@/features/admin/shared/booking-detail/api/change-booking.api';

/** The api's signed dollars ("-25.00" for a discount) in the money words every price shows. */
const money = (amount: string) => signedUsd(signedDollarsToCents(amount) ?? 0);

/** Money that moves after the change (a payment, a refund): the detail's Price section reads it live, not here. */
const LIVE_LINES = new Set(['paid', 'balanceDue']);

/**
 * A change's answer: the new price lines (what the change did; what was paid and what is due are the live booking's,
 * in the detail's Price section, so a payment recorded later never leaves two figures side by side), and, while the
 * booking as read now holds more than its total, the refund offered with the amount to give back and its
 * "Refund $X" action.
 */
export function ChangedPrice({
  booking,
  result,
}: {
  booking: Pick<AdminBookingDetail, 'id' | 'status' | 'finalPrice' | 'amountPaid'>;
  result: BookingChangeResult;
}) {
  // What became of the refund stays said even once the booking, read again, no longer holds more than its total.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const overCents =
    booking.status === 'cancelled'
      ? 0
      : (dollarsToCents(booking.amountPaid ?? '0') ?? 0) - (dollarsToCents(booking.finalPrice ?? '0') ?? 0);
  const offer = overCents > 0 ? centsToDollars(overCents) : null;
  return (
    <Flex direction="column" gap="2" role="status" aria-label="The new price">
      <dl className="edit-booking-price">
        {result.priceLines
          .filter((line) => !LIVE_LINES.has(line.key))
          .map((line) => (
            <div key={line.key} className={line.key === 'total' ? 'edit-booking-total' : undefined}>
              <dt>{line.label}</dt>
              <dd>{money(line.amount)}</dd>
            </div>
          ))}
      </dl>
      {(offer || outcome) && (
        // Keyed by the offer: a booking read again with another overpayment starts the amount from it.
        <RefundOffer
          key={offer}
          bookingId={booking.id}
          offer={offer ?? '0.00'}
          outcome={outcome}
          onOutcome={setOutcome}
        />
      )}
    </Flex>
  );
}

interface Outcome {
  text: string;
  failed: boolean;
}

interface RefundValues {
  amount: string;
}

/**
 * The offer said plainly, with the amount to give back (the whole offer unless the admin lowers it; more is refused
 * with the api's own words), then what became of it: refunded, waiting for PayPal, or refused with the reason.
 */
function RefundOffer({
  bookingId,
  offer,
  outcome,
  onOutcome: setOutcome,
}: {
  bookingId: string;
  offer: string;
  outcome: Outcome | null;
  onOutcome: (outcome: Outcome) => void;
}) {
  const form = useForm<RefundValues, unknown, RefundOverpaymentDto>({
    resolver: dtoResolver<RefundValues, RefundOverpaymentDto>(RefundOverpaymentDto),
    defaultValues: { amount: offer },
    reValidateMode: 'onChange',
  });
  const refund = useRefundOverpayment(bookingId);
  const { toast } = useToast();
  const typed = dollarsToCents(form.watch('amount'));
  const shown = typed && typed > 0 ? centsToDollars(typed) : offer;
  const pay = form.handleSubmit(({ amount }) => {
    if (amount === undefined || dollarsToCents(amount)! > dollarsToCents(offer)!) {
      form.setError('amount', { message: M.overpaymentTooLarge(offer) });
      return;
    }
    refund.submit(
      { amount },
      {
        onSuccess: ({ refundAmount, refundFailed }) => {
          const text = refundFailed ? M.overpaymentRefundWaiting(refundAmount) : M.overpaymentRefunded(refundAmount);
          setOutcome({ text, failed: false });
          toast({ title: text });
        },
        onError: (error) => {
          const { fields, message } = readApiError(error);
          if (!showFieldErrors(form.setError, fields, ['amount'])) {
            setOutcome({ text: message ?? error.message, failed: true });
          }
        },
      },
    );
  });
  if (outcome && !outcome.failed) {
    return (
      <Callout.Root color="green" highContrast>
        <Callout.Text>{outcome.text}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Callout.Root color="amber" highContrast>
      <Callout.Text>{M.refundOffered(offer)}</Callout.Text>
      {outcome && (
        <Callout.Text color="red" role="alert">
          {outcome.text}
        </Callout.Text>
      )}
      <form onSubmit={pay} noValidate aria-label="Refund the overpayment">
        <Flex direction="column" gap="2">
          <FormField
            id="overpayment-amount"
            label={M.overpaymentAmountLabel(offer)}
            inputMode="decimal"
            autoComplete="off"
            {...form.register('amount')}
            error={form.formState.errors.amount?.message}
          />
          <Flex>
            <Button type="submit" color="amber" highContrast loading={refund.isPending}>
              {M.refundOverpayment(shown)}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Callout.Root>
  );
}
