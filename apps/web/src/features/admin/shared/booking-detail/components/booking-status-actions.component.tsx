import { Button, Callout, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ADMIN_ACTION_MESSAGES as M,
  bookingStatusOf,
  CancelBookingDto,
  REFUND_BY_HAND_LABELS,
  refundedByHand,
  type AdminBookingActivity,
  type Booking,
} from '@app/contracts';
import { formatDollars } from '@app/pricing';
import { FieldError, FormField, invalidProps } from '@/components/ui/form-field.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import {
  useBookingActivity,
  useCancelBooking,
  useConfirmBooking,
} from '@/features/admin/shared/booking-detail/api/booking-actions.api';
import { actionFailureToast } from '@/features/admin/shared/components/action-failure-toast';
import { RefundSplitHint } from '@/features/admin/shared/booking-detail/components/refund-split-hint.component';

interface CancelValues {
  reason: string;
  refund: string;
}

/**
 * The cancel form: a reason, and a refund prefilled with everything refundable (the admin may lower it or clear it);
 * when some of it came in cash or by transfer, how the amount would go back, as PayPal refunds only its own captures.
 */
function CancelForm({
  bookingId,
  activity: { refundable, refundableSplit },
  onDone,
}: {
  bookingId: string;
  activity: Pick<AdminBookingActivity, 'refundable' | 'refundableSplit'>;
  onDone: () => void;
}) {
  const form = useForm<CancelValues, unknown, CancelBookingDto>({
    resolver: dtoResolver<CancelValues, CancelBookingDto>(CancelBookingDto),
    defaultValues: { reason: '', refund: Number(refundable) > 0 ? refundable : '' },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const cancel = useCancelBooking(bookingId);
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);

  // mutateAsync, not mutate's callbacks: those are dropped when the component unmounts first, and this one does as
  // soon as the refreshed booking reads cancelled (its Actions disappear), before the toast would be shown.
  const onSubmit = form.handleSubmit((dto) =>
    cancel
      .mutateAsync({ reason: dto.reason, ...(dto.refund && Number(dto.refund) > 0 ? { refund: dto.refund } : {}) })
      .then(
        ({ refundFailed }) => {
          toast({ title: 'Booking cancelled', description: refundFailed ? M.cancelledRefundNotMade : M.cancelled });
          onDone();
        },
        (error: Error) => {
          const { fields, message } = readApiError(error);
          if (!showFieldErrors(form.setError, fields, ['reason', 'refund'])) setFailure(message ?? error.message);
        },
      ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Cancel booking">
      <Flex direction="column" gap="3" mt="2">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor="cancel-reason" size="2" weight="medium">
            Reason (sent to the parent)
          </Text>
          <TextArea
            id="cancel-reason"
            rows={2}
            {...form.register('reason')}
            {...invalidProps('cancel-reason', errors.reason?.message)}
          />
          <FieldError id="cancel-reason-error" text={errors.reason?.message} />
        </Flex>
        {Number(refundable) > 0 && (
          <FormField
            id="cancel-refund"
            label={
              refundedByHand(refundableSplit)
                ? REFUND_BY_HAND_LABELS.cancel(refundable)
                : `Refund through PayPal, in dollars (up to ${formatDollars(refundable)}; empty for none)`
            }
            inputMode="decimal"
            autoComplete="off"
            {...form.register('refund')}
            error={errors.refund?.message}
          />
        )}
        <RefundSplitHint amount={form.watch('refund')} held={refundableSplit} />
        {failure && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{failure}</Callout.Text>
          </Callout.Root>
        )}
        <Flex gap="3" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={onDone}>
            Keep booking
          </Button>
          <Button type="submit" color="red" highContrast loading={cancel.isPending}>
            Cancel booking
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/**
 * Confirm (a pending booking) and cancel (a booking that stands), from the detail dialog. A completed party ran: nothing
 * is left to confirm or cancel (docs/product/states.md#booking-status).
 */
export function BookingStatusActions({ booking }: { booking: Booking & { id: string } }) {
  const confirm = useConfirmBooking(booking.id);
  const activity = useBookingActivity(booking.id);
  const { toast } = useToast();
  const [cancelling, setCancelling] = useState(false);
  const status = bookingStatusOf(booking);
  if (status === 'cancelled' || status === 'completed') return null;

  const onConfirm = () =>
    confirm.mutate(undefined, {
      onSuccess: () => toast({ title: 'Booking confirmed', description: M.confirmed }),
      onError: (error) => toast(actionFailureToast('Not confirmed', error)),
    });

  return (
    <section aria-label="Actions">
      <Heading as="h3" size="3" mb="2" mt="4">
        Actions
      </Heading>
      {cancelling ? (
        <CancelForm bookingId={booking.id} activity={activity.data!} onDone={() => setCancelling(false)} />
      ) : (
        <Flex gap="3" wrap="wrap">
          {status === 'pending' && (
            <Button onClick={onConfirm} loading={confirm.isPending}>
              Confirm booking
            </Button>
          )}
          <Button
            color="red"
            highContrast
            variant="soft"
            onClick={() => setCancelling(true)}
            // Without the payments the form could not offer the refund a paid booking is owed.
            disabled={!activity.isSuccess}
          >
            Cancel booking…
          </Button>
          {activity.isError && (
            <Text as="p" size="2" color="red" role="alert">
              {M.paymentsUnavailable}
            </Text>
          )}
        </Flex>
      )}
    </section>
  );
}
