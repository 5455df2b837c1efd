import { Badge, Box, Button, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { REFUND_RESEND_AFTER_MS, type RefundRequestView } from '@app/contracts';
import { useToast } from '@/components/ui/toast';
import { useResendRefund } from '@/features/admin/shared/booking-detail/api/booking-actions.api';
import { useAdminDateTime } from '@/features/admin/shell/components/admin-time-zone.context';
import { usd } from '@/features/admin/shared/components/admin-format';
import { actionFailureToast } from '@/features/admin/shared/components/action-failure-toast';

/** Where a refund stands, in words. */
function refundState(refund: Pick<RefundRequestView, 'status' | 'failureReason'>): string {
  if (refund.status === 'completed') return 'Refunded';
  if (refund.status === 'failed') return `PayPal refused: ${refund.failureReason ?? 'no reason given'}`;
  return 'Waiting for PayPal';
}

/**
 * Every cancellation records its refund as it cancels, so a refund on a booking that stands was left by an admin's
 * cancel of the former order (it asked PayPal first): only cancelling again sends it (the server refuses to send it
 * alone).
 */
const NOT_CANCELLED = 'Not sent: the booking was not cancelled. Cancel it again with this refund to send it.';

/**
 * Whether "Send refund again" is offered now: a refused refund at once; a waiting one once the api's own attempt is
 * surely over (REFUND_RESEND_AFTER_MS after it was asked), with the re-render at that moment.
 */
function useResendable(refund: RefundRequestView): boolean {
  const dueAt = Date.parse(refund.requestedAt) + REFUND_RESEND_AFTER_MS;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (refund.status !== 'requested' || now >= dueAt) return;
    const timer = setTimeout(() => setNow(Date.now()), dueAt - now);
    return () => clearTimeout(timer);
  }, [refund.status, now, dueAt]);
  return refund.status === 'failed' || (refund.status === 'requested' && now >= dueAt);
}

function RefundRow({
  bookingId,
  refund,
  cancelled,
}: {
  bookingId: string;
  refund: RefundRequestView;
  cancelled: boolean;
}) {
  const resend = useResendRefund(bookingId);
  const resendable = useResendable(refund) && cancelled;
  const at = useAdminDateTime();
  const { toast } = useToast();

  const onResend = () =>
    resend.mutate(refund.id, {
      onSuccess: (after) => {
        if (after.status === 'completed') {
          toast({ title: 'Refund sent', description: `${usd(after.amount)} is on its way back to the parent.` });
        } else if (after.status === 'failed') {
          toast({ title: 'Refund not made', description: refundState(after), variant: 'destructive' });
        } else {
          toast({
            title: 'Still waiting for PayPal',
            description: 'PayPal could not be reached. The refund is sent again automatically; you can also try later.',
          });
        }
      },
      onError: (error) => toast(actionFailureToast('Not sent', error)),
    });

  return (
    <Table.Row>
      <Table.Cell>{usd(refund.amount)}</Table.Cell>
      <Table.Cell>
        {at(refund.requestedAt)}
        <Text as="div" size="1" color="gray">
          by {refund.requestedBy}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Badge color={refund.status === 'failed' ? 'red' : 'amber'} highContrast>
          {refundState(refund)}
        </Badge>
        {!cancelled && (
          <Text as="div" size="1" color="gray">
            {NOT_CANCELLED}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        {resendable && (
          <Button size="1" variant="soft" onClick={onResend} loading={resend.isPending}>
            Send refund again
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The booking's refunds PayPal has not made: waiting for its answer (the worker sends them again while PayPal cannot
 * be reached) or refused; a cancelled booking's can be sent again from here. Nothing when there are none.
 */
export function OpenRefunds({
  bookingId,
  refunds,
  cancelled,
}: {
  bookingId: string;
  refunds: RefundRequestView[];
  /** Whether the booking is cancelled: only a cancelled booking's refund can be sent again from here. */
  cancelled: boolean;
}) {
  if (refunds.length === 0) return null;
  return (
    <Box asChild mt="3">
      <section aria-label="Refunds not made">
        <Heading as="h4" size="2" mb="2">
          Refunds not made
        </Heading>
        <Table.Root size="1" variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Amount</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Asked</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>State</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {refunds.map((refund) => (
              <RefundRow key={refund.id} bookingId={bookingId} refund={refund} cancelled={cancelled} />
            ))}
          </Table.Body>
        </Table.Root>
      </section>
    </Box>
  );
}
