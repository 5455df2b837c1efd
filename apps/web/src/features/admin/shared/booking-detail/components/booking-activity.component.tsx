import { Box, Flex, Heading, Link, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { historySentence, type BookingHistoryEntry } from '@app/contracts';
import { OpenRefunds } from '@/features/admin/shared/booking-detail/components/open-refunds.component';
import { ErrorState } from '@/components/ui/error-state.ui';
import {
  useBookingActivity,
  useBookingDocuments,
} from '@/features/admin/shared/booking-detail/api/booking-actions.api';
import { capitalised } from '@/features/admin/shared/components/admin-format';
import { AdminListSkeleton } from '@/features/admin/shared/components/admin-list-skeleton.component';
import { Payments } from '@/features/admin/shared/booking-detail/components/booking-payments.component';
import { useAdminDateTime } from '@/features/admin/shell/components/admin-time-zone.context';

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

/** The detail dialog's payments, documents and history, read from the booking's activity. */
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
            {data.payments.length === 0 ? (
              <None text="No payment has been made on this booking." />
            ) : (
              <Payments activity={data} />
            )}
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
