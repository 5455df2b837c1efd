import { Badge, Button, Callout, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApproveCancellationDto, REFUND_BY_HAND_LABELS, refundedByHand, type RefundSplit } from '@app/contracts';
import { FormField } from '@/components/ui/form-field.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { useBookingActivity } from '@/features/admin/shared/booking-detail/api/booking-actions.api';
import {
  useBookingPageView,
  useDecideCancellation,
} from '@/features/admin/shared/booking-detail/api/cancellation-request.api';
import { capitalised, usd } from '@/features/admin/shared/components/admin-format';
import { useAdminDateTime } from '@/features/admin/shell/components/admin-time-zone.context';
import { RefundSplitHint } from '@/features/admin/shared/booking-detail/components/refund-split-hint.component';

interface Values {
  refundAmount: string;
}

/**
 * A parent's late cancellation request in the booking detail: the reason, and while it is open Approve with a refund
 * amount (prefilled with the policy's refund, what was paid less the fee; the admin may change it) or Decline. Nothing
 * shows for a booking without a request.
 */
export function CancellationRequestPanel({ bookingId }: { bookingId: string }) {
  const { data } = useBookingPageView(bookingId);
  const at = useAdminDateTime();
  const request = data?.cancellationRequest;
  if (!data || !request) return null;
  return (
    <section aria-label="Cancellation request">
      <Heading as="h3" size="3" mb="2" mt="4">
        Cancellation request
      </Heading>
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label minWidth="150px">Status</DataList.Label>
          <DataList.Value>
            <Badge color={request.status === 'open' ? 'amber' : 'gray'} highContrast>
              {capitalised(request.status)}
            </Badge>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="150px">Asked</DataList.Label>
          <DataList.Value>{at(request.createdAt)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="150px">Reason</DataList.Label>
          <DataList.Value>{request.reason}</DataList.Value>
        </DataList.Item>
        {request.status === 'approved' && (
          <DataList.Item>
            <DataList.Label minWidth="150px">Refunded</DataList.Label>
            <DataList.Value>{usd(request.refundAmount)}</DataList.Value>
          </DataList.Item>
        )}
      </DataList.Root>
      {request.status === 'open' && (
        <Decision bookingId={bookingId} refund={data.policy.refundNow} offered={data.policy.refundNowSplit} />
      )}
    </section>
  );
}

function Decision({ bookingId, refund, offered }: { bookingId: string; refund: string; offered: RefundSplit }) {
  // What the payments hold by method: the approval's refund goes back through PayPal first, then by hand.
  const activity = useBookingActivity(bookingId);
  const held = activity.data?.refundableSplit ?? offered;
  const form = useForm<Values, unknown, ApproveCancellationDto>({
    resolver: dtoResolver<Values, ApproveCancellationDto>(ApproveCancellationDto),
    defaultValues: { refundAmount: refund },
    reValidateMode: 'onChange',
  });
  const decide = useDecideCancellation(bookingId);
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const failed = (error: Error) => {
    const { fields, message } = readApiError(error);
    if (!showFieldErrors(form.setError, fields, ['refundAmount'])) setFailure(message ?? error.message);
  };
  const approve = form.handleSubmit((refundAmount) =>
    decide.submit(
      { decision: 'approve', refund: refundAmount },
      {
        onSuccess: () =>
          toast({ title: 'Request approved', description: 'The booking is cancelled and the parent told.' }),
        onError: failed,
      },
    ),
  );
  const decline = () =>
    decide.submit(
      { decision: 'decline' },
      {
        onSuccess: () =>
          toast({ title: 'Request declined', description: 'The booking stands and the parent is told.' }),
        onError: failed,
      },
    );
  return (
    <form onSubmit={approve} noValidate aria-label="Decide the cancellation request">
      <Flex direction="column" gap="3" mt="3">
        <FormField
          id="request-refund"
          label={
            refundedByHand(held) ? REFUND_BY_HAND_LABELS.approve : 'Refund through PayPal, in dollars (0 for none)'
          }
          inputMode="decimal"
          autoComplete="off"
          {...form.register('refundAmount')}
          error={form.formState.errors.refundAmount?.message}
        />
        <RefundSplitHint amount={form.watch('refundAmount')} held={held} />
        {failure && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{failure}</Callout.Text>
          </Callout.Root>
        )}
        <Flex gap="3" justify="end" wrap="wrap">
          <Button type="button" variant="soft" color="gray" onClick={decline} disabled={decide.isPending}>
            Decline
          </Button>
          <Button type="submit" color="red" highContrast loading={decide.isPending}>
            Approve and cancel
          </Button>
        </Flex>
        <Text size="1" color="gray">
          Either way the parent gets an e-mail.
        </Text>
      </Flex>
    </form>
  );
}
