import { Button, Callout, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CHANGE_BOOKING_MESSAGES as M, RefundOverpaymentDto, type BookingChangeResult } from '@app/contracts';
import { centsToDollars, dollarsToCents, signedUsd } from '@app/pricing';
import { FormField } from '@/components/ui/form-field.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { useRefundOverpayment } from '@/features/admin/api/change-booking.api';

/** The api's signed dollars ("-25.00" for a discount) in the money words every price shows. */
const money = (amount: string) => signedUsd(Math.round(Number(amount) * 100));

/**
 * A change's answer: the new price lines with what was paid and what is due, and, when the new total is below what was
 * paid, the refund offered with the amount to give back and its "Refund $X" action.
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
      {result.refundOffer && <RefundOffer bookingId={bookingId} offer={result.refundOffer} />}
    </Flex>
  );
}

interface RefundValues {
  amount: string;
}

/**
 * The offer said plainly, with the amount to give back (the whole offer unless the admin lowers it; more is refused
 * with the api's own words), then what became of it: refunded, waiting for PayPal, or refused with the reason.
 */
function RefundOffer({ bookingId, offer }: { bookingId: string; offer: string }) {
  const form = useForm<RefundValues, unknown, RefundOverpaymentDto>({
    resolver: dtoResolver<RefundValues, RefundOverpaymentDto>(RefundOverpaymentDto),
    defaultValues: { amount: offer },
    reValidateMode: 'onChange',
  });
  const refund = useRefundOverpayment(bookingId);
  const { toast } = useToast();
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
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
