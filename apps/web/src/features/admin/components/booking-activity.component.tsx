import { Badge, Box, Callout, Flex, Heading, Link, Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import {
  historySentence,
  isOfflineMethod,
  OFFLINE_PAYMENT_LABELS,
  owedBackWords,
  receivedOnWords,
  type AdminBookingActivity,
  type BookingHistoryEntry,
  type Payment,
} from '@app/contracts';
import { centsToDollars, dollarsToCents } from '@app/pricing';
import { OpenRefunds } from '@/features/admin/components/open-refunds.component';
import { ErrorState } from '@/components/ui/error-state.ui';
import { useBookingActivity, useBookingDocuments } from '@/features/admin/api/booking-actions.api';
import { capitalised, usd } from './admin-format';
import { AdminListSkeleton } from './admin-list-skeleton.component';
import { ReversePayment } from './reverse-payment.component';
import { useAdminDateTime } from './admin-time-zone.context';

function Region({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Heading as="h3" size="3" mb="2" mt="4">
        {title}
      </Heading>
      {children}
    </section>
  );
}

const None = ({ text }: { text: string }) => (
  <Text as="p" size="2" color="gray">
    {text}
  </Text>
);

const PAYMENT_COLOR: Record<string, 'green' | 'amber' | 'red' | 'gray'> = {
  captured: 'green',
  pending: 'amber',
  capturing: 'amber',
  failed: 'red',
  expired: 'gray',
  created: 'gray',
};

/** What is left of a payment to reverse or return: its amount less what went back. */
const left = (p: Payment) => centsToDollars(dollarsToCents(p.amount)! - dollarsToCents(p.refundedAmount)!);

function Payments({ activity }: { activity: AdminBookingActivity }) {
  const at = useAdminDateTime();
  if (activity.payments.length === 0) return <None text="No payment has been made on this booking." />;
  // A cancellation's refund beyond PayPal, still to give back by hand (issue #37).
  const owedCents = activity.payments.reduce((sum, p) => sum + (dollarsToCents(p.owedAmount) ?? 0), 0);
  return (
    <>
      <Table.Root size="1" variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>When</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Plan</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Amount</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>PayPal ids or how it was paid</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {activity.payments.map((p) => (
            <Table.Row key={p.id}>
              <Table.Cell>{at(p.capturedAt ?? p.createdAt)}</Table.Cell>
              <Table.Cell>{p.method === 'promo' ? 'Free (promo)' : capitalised(p.plan)}</Table.Cell>
              <Table.Cell>
                {usd(p.amount)}
                {p.refunds.map((r) => (
                  <Text as="div" key={r.id} size="1" color="red">
                    −{usd(r.amount)} {r.kind === 'reversal' ? 'reversed' : 'refunded'} {at(r.refundedAt)}
                    {r.reason ? ` (${r.reason})` : ''}
                  </Text>
                ))}
              </Table.Cell>
              <Table.Cell>
                <Badge color={PAYMENT_COLOR[p.status] ?? 'gray'} highContrast>
                  {capitalised(p.status)}
                </Badge>
                {p.failureReason && (
                  <Text as="div" size="1" color="gray">
                    {p.failureReason}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                {isOfflineMethod(p.method) ? (
                  <>
                    <Text as="div" size="1">
                      {OFFLINE_PAYMENT_LABELS[p.method]}, received {p.receivedOn && receivedOnWords(p.receivedOn)}
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
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text as="p" size="2" mt="2">
        Refundable: <Text weight="bold">{usd(activity.refundable)}</Text>
      </Text>
      {owedCents > 0 && (
        <Callout.Root color="amber" size="1" mt="2">
          <Callout.Text>{owedBackWords(owedCents)}</Callout.Text>
        </Callout.Root>
      )}
    </>
  );
}

function Documents({ bookingId }: { bookingId: string }) {
  const { data, isPending, isError } = useBookingDocuments(bookingId);
  const at = useAdminDateTime();
  if (isPending) return <AdminListSkeleton text="Loading documents..." rows={1} />;
  if (isError) return <ErrorState text="Failed to load the documents. Please try again later." />;
  if (data.length === 0) return <None text="No receipt or confirmation has been built yet." />;
  return (
    <Flex asChild direction="column" gap="1">
      <ul aria-label="Documents" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.map((doc, i) => {
          // The links serve the latest of each kind; older ones are listed for the record.
          const latest = data.findIndex((d) => d.kind === doc.kind) === i;
          return (
            <li key={doc.id}>
              <Text size="2">
                {capitalised(doc.kind)} · built {at(doc.createdAt)}
                {doc.emailedAt ? ` · e-mailed ${at(doc.emailedAt)}` : ' · not e-mailed yet'}
              </Text>
              {latest && (
                <Text size="2">
                  {' '}
                  · <Link href={doc.url}>Download PDF</Link> ·{' '}
                  <Link href={`${doc.url}?format=html`} target="_blank" rel="noopener">
                    View HTML
                  </Link>
                </Text>
              )}
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}

/** Each entry as a sentence ("Paid $650.00 by PayPal") with its time on the business's clock and the admin's note. */
function History({ history }: { history: BookingHistoryEntry[] }) {
  const at = useAdminDateTime();
  return (
    <ol aria-label="History" style={{ margin: 0, paddingLeft: 'var(--space-4)' }}>
      {history.map((entry, i) => (
        <li key={i}>
          <Text size="2">
            {historySentence(entry)} · {at(entry.at)}
          </Text>
          {entry.note && (
            <Text as="div" size="1">
              {entry.note}
            </Text>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The detail dialog's payments, documents and history (issue #10), read from the booking's activity. */
export function BookingActivity({ bookingId, cancelled }: { bookingId: string; cancelled: boolean }) {
  const { data, isPending, isError } = useBookingActivity(bookingId);
  return (
    <Box>
      <Region title="Payments">
        {isPending ? (
          <AdminListSkeleton text="Loading payments..." rows={1} />
        ) : isError ? (
          <ErrorState text="Failed to load the payments. Please try again later." />
        ) : (
          <>
            <Payments activity={data} />
            <OpenRefunds bookingId={bookingId} refunds={data.openRefunds} cancelled={cancelled} />
          </>
        )}
      </Region>
      <Region title="Documents">
        <Documents bookingId={bookingId} />
      </Region>
      <Region title="History">
        {isPending ? (
          <AdminListSkeleton text="Loading history..." rows={2} />
        ) : isError ? (
          <ErrorState text="Failed to load the history. Please try again later." />
        ) : (
          <History history={data.history} />
        )}
      </Region>
    </Box>
  );
}
