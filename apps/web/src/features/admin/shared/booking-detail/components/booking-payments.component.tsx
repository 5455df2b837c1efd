import { Badge, Callout, Card, DataList, Flex, Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import {
  adminRefundSplitWords,
  isOfflineMethod,
  OFFLINE_PAYMENT_LABELS,
  owedBackWords,
  receivedWords,
  refundedByHand,
  type AdminBookingActivity,
} from '@app/contracts';
import { centsToDollars, dollarsToCents } from '@app/pricing';
import { useMediaQuery } from '@/lib/use-media-query.hook';
import { capitalised, usd } from '@/features/admin/shared/components/admin-format';
import { ReversePayment } from './reverse-payment.component';
import { useAdminDateTime } from '@/features/admin/shell/components/admin-time-zone.context';

const PAYMENT_COLOR: Record<string, 'green' | 'amber' | 'red' | 'gray'> = {
  captured: 'green',
  pending: 'amber',
  capturing: 'amber',
  failed: 'red',
  expired: 'gray',
  created: 'gray',
};

/** A payment as the activity lists it, with its refunds and why it failed. */
type Payment = AdminBookingActivity['payments'][number];

const COLUMNS = ['When', 'Plan', 'Amount', 'Status', 'PayPal ids or how it was paid'] as const;

/** What is left of a payment to reverse or return: its amount less what went back. */
const left = (p: Payment) => centsToDollars(dollarsToCents(p.amount)! - dollarsToCents(p.refundedAmount)!);

/** One payment's facts, in the order of COLUMNS. */
function usePaymentFacts() {
  const at = useAdminDateTime();
  return (p: Payment): ReactNode[] => [
    at(p.capturedAt ?? p.createdAt),
    p.method === 'promo' ? 'Free (promo)' : capitalised(p.plan),
    <>
      {usd(p.amount)}
      {p.refunds.map((r) => (
        <Text as="div" key={r.id} size="1" color="red">
          −{usd(r.amount)} {r.kind === 'reversal' ? 'reversed' : 'refunded'} {at(r.refundedAt)}
          {r.reason ? ` (${r.reason})` : ''}
        </Text>
      ))}
    </>,
    <>
      <Badge color={PAYMENT_COLOR[p.status] ?? 'gray'} highContrast>
        {/* "Captured" is PayPal's word: money taken by hand says how and on which day it came. */}
        {isOfflineMethod(p.method) && p.status === 'captured' && p.receivedOn
          ? receivedWords(p.method, p.receivedOn)
          : capitalised(p.status)}
      </Badge>
      {p.failureReason && (
        <Text as="div" size="1" color="gray">
          {p.failureReason}
        </Text>
      )}
    </>,
    isOfflineMethod(p.method) ? (
      <>
        <Text as="div" size="1">
          {OFFLINE_PAYMENT_LABELS[p.method]}
        </Text>
        {p.note && (
          <Text as="div" size="1" color="gray">
            {p.note}
          </Text>
        )}
        {Number(p.owedAmount) > 0 ? (
          <>
            <Text as="div" size="1" weight="bold">
              {owedBackWords(dollarsToCents(p.owedAmount) ?? 0)}
            </Text>
            <ReversePayment paymentId={p.id} left={left(p)} owed={p.owedAmount} />
          </>
        ) : (
          dollarsToCents(left(p))! > 0 && <ReversePayment paymentId={p.id} left={left(p)} />
        )}
      </>
    ) : (
      <>
        <Text as="div" size="1">
          Order {p.orderId ?? '—'}
        </Text>
        <Text as="div" size="1">
          Capture {p.captureId ?? '—'}
        </Text>
      </>
    ),
  ];
}

function PaymentsTable({ payments }: { payments: Payment[] }) {
  const facts = usePaymentFacts();
  return (
    <Table.Root size="1" variant="surface">
      <Table.Header>
        <Table.Row>
          {COLUMNS.map((column) => (
            <Table.ColumnHeaderCell key={column}>{column}</Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {payments.map((p) => (
          <Table.Row key={p.id}>
            {facts(p).map((fact, i) => (
              <Table.Cell key={COLUMNS[i]}>{fact}</Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** On a phone five columns do not fit: each payment is a card of label / value pairs. */
function PaymentCards({ payments }: { payments: Payment[] }) {
  const facts = usePaymentFacts();
  return (
    <Flex direction="column" gap="2" p="0" m="0" style={{ listStyle: 'none' }} asChild>
      <ul aria-label="Payments made">
        {payments.map((p) => (
          <li key={p.id}>
            <Card>
              <DataList.Root orientation="vertical" size="1">
                {facts(p).map((fact, i) => (
                  <DataList.Item key={COLUMNS[i]}>
                    <DataList.Label>{COLUMNS[i]}</DataList.Label>
                    <DataList.Value>{fact}</DataList.Value>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Card>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

/** A booking's payments (a table, or cards below Radix's `sm` breakpoint), what is refundable and what is owed. */
export function Payments({ activity }: { activity: AdminBookingActivity }) {
  const phone = useMediaQuery('(max-width: 767px)');
  // A cancellation's refund beyond PayPal, still to give back by hand.
  const owedCents = activity.payments.reduce((sum, p) => sum + (dollarsToCents(p.owedAmount) ?? 0), 0);
  return (
    <>
      {phone ? <PaymentCards payments={activity.payments} /> : <PaymentsTable payments={activity.payments} />}
      <Text as="p" size="2" mt="2">
        Refundable: <Text weight="bold">{usd(activity.refundable)}</Text>
        {/* PayPal refunds only its own captures: say which part the business hands back itself. */}
        {refundedByHand(activity.refundableSplit) && ` (${adminRefundSplitWords(activity.refundableSplit)})`}
      </Text>
      {owedCents > 0 && (
        <Callout.Root color="amber" size="1" mt="2">
          <Callout.Text>{owedBackWords(owedCents)}</Callout.Text>
        </Callout.Root>
      )}
    </>
  );
}
