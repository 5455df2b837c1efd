import { Button, Callout, Flex, Text, TextArea } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  cancellationOffer,
  cancelledByHandAnswer,
  CancelOwnBookingDto,
  MANAGE_BOOKING_MESSAGES,
  refundedByHand,
  refundSplitCents,
  type CancelOwnBookingResult,
  type ManagedBooking,
  type RefundSplit,
} from '@app/contracts';
import { dollarsToCents, formatUsd, heldTotalCents } from '@app/pricing';
import { DialogCloseFooter } from '@/components/ui/dialog-close-footer.ui';
import { FieldError, invalidProps } from '@/components/ui/form-field.ui';
import { readApiError } from '@/lib/api-error';
import { dtoResolver } from '@/lib/dto-form';
import { useCancelOwnBooking } from '../api/manage-booking.api';

interface FormValues {
  reason: string;
}

/**
 * What the parent is told once the server has answered. `offered` is the split the dialog offered: when the refund
 * made is that one and part of it goes back by hand, the answer says so rather than sending it all to PayPal.
 */
function cancelAnswer(result: CancelOwnBookingResult, offered?: RefundSplit): string {
  if (result.outcome === 'requested') return MANAGE_BOOKING_MESSAGES.requestOpen;
  const refund = dollarsToCents(result.refundAmount ?? '0') ?? 0;
  if (offered && refundedByHand(offered) && heldTotalCents(refundSplitCents(offered)) === refund) {
    const answer = cancelledByHandAnswer(offered);
    return result.refundFailed ? `${answer} ${MANAGE_BOOKING_MESSAGES.refundDelayed}` : answer;
  }
  if (result.refundFailed) return MANAGE_BOOKING_MESSAGES.refundDelayed;
  return refund > 0
    ? `Your booking is cancelled. ${formatUsd(refund)} is on its way back to your PayPal account; an e-mail confirms it.`
    : 'Your booking is cancelled. An e-mail confirms it.';
}

/**
 * Cancelling under the policy (docs/product/constants.md#business-constants-and-limits). On time (policy.cancel
 * 'refund') the parent sees the refund, what was paid less the processing fee, before confirming; late ('request') the
 * parent sends the business a request with a reason, which an admin approves or declines. The server's answer stays in
 * the dialog until it is closed.
 */
export function CancelDialog({
  booking,
  token,
  offered,
  timeZone,
}: {
  booking: ManagedBooking;
  token: string | null;
  /** The business's (GET /api/site): the deadline is said on its clock, its zone named. */
  timeZone: string | undefined;
  /** Whether the policy offers a cancellation now; once the answer came it offers none, and the dialog stays open. */
  offered: boolean;
}) {
  const [open, setOpen] = useState(false);
  // As the policy was when the dialog opened: the booking read again after the answer may offer nothing.
  const [late, setLate] = useState(booking.policy.cancel === 'request');
  const [offeredSplit, setOfferedSplit] = useState(booking.policy.refundNowSplit);
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelOwnBooking(booking.id, token);
  const form = useForm<FormValues, unknown, CancelOwnBookingDto>({
    resolver: dtoResolver<FormValues, CancelOwnBookingDto>(CancelOwnBookingDto),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;

  const openWith = (next: boolean) => {
    setOpen(next);
    if (next) {
      setLate(booking.policy.cancel === 'request');
      setOfferedSplit(booking.policy.refundNowSplit);
      setAnswer(null);
      setFailure(null);
      form.reset({ reason: '' });
    }
  };
  const onSubmit = form.handleSubmit((body) => {
    // The service's rule (a late request needs a reason), said before the round trip.
    if (late && !body.reason) {
      form.setError(
        'reason',
        { type: 'required', message: MANAGE_BOOKING_MESSAGES.reasonRequired },
        { shouldFocus: true },
      );
      return;
    }
    setFailure(null);
    cancel.submit(body, {
      onSuccess: (result) => setAnswer(cancelAnswer(result, offeredSplit)),
      onError: (err) => {
        const { code, message, fields } = readApiError(err);
        if (code === 'CANCEL_REASON_REQUIRED' || fields.reason) {
          form.setError('reason', { type: 'server', message: fields.reason ?? message }, { shouldFocus: true });
          return;
        }
        setFailure(message ?? 'We could not cancel your booking. Please try again.');
      },
    });
  });

  if (!offered && !open) return null;
  return (
    <Dialog.Root open={open} onOpenChange={openWith}>
      {offered && (
        <Dialog.Trigger>
          <Button size="3" variant="soft" color="red">
            {booking.policy.cancel === 'request' ? 'Ask us to cancel' : 'Cancel booking'}
          </Button>
        </Dialog.Trigger>
      )}
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{late ? 'Ask us to cancel' : 'Cancel your booking'}</Dialog.Title>
        {answer ? (
          <>
            <Dialog.Description size="2">Done.</Dialog.Description>
            <Callout.Root color="green" role="status" mt="3">
              <Callout.Text>{answer}</Callout.Text>
            </Callout.Root>
            <DialogCloseFooter mt="4" />
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Dialog.Description size="2" mb="3">
              {late ? MANAGE_BOOKING_MESSAGES.lateCancelIntro : cancellationOffer(booking.policy, timeZone)}
            </Dialog.Description>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="cancel-reason" size="2" weight="medium">
                {late ? 'Why do you need to cancel?' : 'Why are you cancelling? (optional)'}
              </Text>
              <TextArea
                id="cancel-reason"
                rows={4}
                required={late}
                aria-required={late}
                {...invalidProps('cancel-reason', error)}
                {...form.register('reason')}
              />
              <FieldError id="cancel-reason-error" text={error} />
            </Flex>
            {failure && (
              <Callout.Root color="red" role="alert" mt="3">
                <Callout.Text>{failure}</Callout.Text>
              </Callout.Root>
            )}
            <Flex gap="3" mt="4" justify="end" wrap="wrap">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  Keep my booking
                </Button>
              </Dialog.Close>
              <Button type="submit" color="red" loading={cancel.isPending}>
                {late ? 'Send request' : 'Cancel my booking'}
              </Button>
            </Flex>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
