import { Badge, Callout, Flex, Skeleton, Text } from '@radix-ui/themes';
import {
  deadlineWords,
  nameWithAge,
  ROSTER_MESSAGES,
  ROSTER_TEXTS,
  shirtSizeLabel,
  shortBookingId,
  type Roster,
} from '@app/contracts';
import { PaperSizeChoice, usePaperSize } from '@/components/ui/paper-size.ui';
import { PdfDownload } from '@/components/ui/pdf-download.ui';
import { withQuery } from '@/lib/api-client';
import { useRoster } from '../api/roster.api';
import { InvitationLinkPanel } from './invitation-link.component';
import { RosterEditor } from './roster-editor.component';
import { addedByFamily } from './roster-form';
import './roster.css';

/**
 * "Who's coming" on a booking's own page: the host parent lists the children (first name, age, shirt size,
 * notes, photo consent) and shares an invitation link with the other families; once the list closes it is shown
 * read-only with the reason.
 */
export function RosterPanel({
  bookingId,
  token,
  timeZone,
}: {
  bookingId: string;
  token: string | null;
  timeZone: string | undefined;
}) {
  const { data: roster, isPending, error } = useRoster(bookingId, token);
  if (isPending) return <Skeleton height="160px" />;
  if (error) return <Text color="red">We could not load the list of children. Please try again later.</Text>;
  if (!roster.editable) {
    const reason = roster.locked
      ? ROSTER_TEXTS.lockedSince(deadlineWords(roster.locksAt, timeZone))
      : ROSTER_MESSAGES.cancelled;
    return (
      <Flex direction="column" gap="4">
        <ClosedRoster roster={roster} reason={reason} />
        {roster.certificatesReady && <Certificates bookingId={bookingId} token={token} />}
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="5">
      <RosterEditor roster={roster} bookingId={bookingId} token={token} />
      <InvitationLinkPanel bookingId={bookingId} token={token} invitation={roster.invitation} />
    </Flex>
  );
}

/** The list once it closed: who is coming, with sizes and notes, and why it can no longer change here. */
/** The certificates, once the roster is closed, on the paper the parent's printer holds. */
function Certificates({ bookingId, token }: { bookingId: string; token: string | null }) {
  const { paperParam } = usePaperSize();
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <PdfDownload
        path={withQuery(`/api/bookings/${encodeURIComponent(bookingId)}/certificates.pdf`, {
          token,
          paper: paperParam,
        })}
        fileName={`certificates-${shortBookingId(bookingId)}.pdf`}
        what="certificates"
        label="Award certificates (PDF)"
      />
      <PaperSizeChoice />
    </Flex>
  );
}

function ClosedRoster({ roster, reason }: { roster: Roster; reason: string }) {
  return (
    <Flex direction="column" gap="3">
      <Callout.Root color="gray" role="status">
        <Callout.Text>{reason}</Callout.Text>
      </Callout.Root>
      {roster.children.length === 0 ? (
        <Text color="gray">No children were listed.</Text>
      ) : (
        <ul className="roster-list" aria-label="Children on the list">
          {roster.children.map((child) => (
            <li key={child.id}>
              <Text weight="bold">{nameWithAge(child.firstName, child.age)}</Text>
              {child.attending ? (
                <Text>
                  {' '}
                  · {child.shirtSize ? shirtSizeLabel(child.shirtSize) : 'size missing'}
                  {child.notes && ` · ${child.notes}`}
                  {child.photoConsent ? ' · photos allowed' : ' · no photos'}
                </Text>
              ) : (
                <Text color="gray"> · can&rsquo;t come</Text>
              )}
              {addedByFamily(child) && (
                <Badge color="blue" ml="2">
                  added by their family
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
