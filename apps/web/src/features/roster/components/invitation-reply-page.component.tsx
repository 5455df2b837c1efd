import { Button, Callout, Container, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { ROSTER_TEXTS, type InvitationReplyView } from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { ApiError } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';
import { useChangeReply, useInvitationReply } from '../api/roster.api';
import { FamilyAnswerForm } from './family-answer-form.component';
import type { FamilyAnswerValues } from './family-answer-values';
import { ReplyCalendar } from './reply-calendar.component';
import './roster.css';

/**
 * `/invitation-replies/:token`: a family's own answer, by the link its reply gave it: the party, what the family said,
 * and changing it (coming or not) or withdrawing it until the list closes. A link to an answer no longer on the list
 * (withdrawn, or removed by the host) says so.
 */
export function InvitationReplyPage({ token }: { token: string }) {
  const { data: view, isPending, error } = useInvitationReply(token);
  const [withdrawn, setWithdrawn] = useState(false);
  if (isPending) {
    return (
      <Container size="2" px="4" py="6" role="status" aria-label="Loading your answer">
        <Skeleton height="320px" />
      </Container>
    );
  }
  if (withdrawn || (error instanceof ApiError && [400, 404].includes(error.status))) {
    return (
      <Container size="2" px="4" py="9">
        <Heading as="h1" size="7" align="center" mb="3">
          {withdrawn ? 'Answer withdrawn' : 'Answer not found'}
        </Heading>
        <Text as="p" align="center" color="gray" role="status">
          {withdrawn ? ROSTER_TEXTS.replyWithdrawn : ROSTER_TEXTS.replyNotFound}
        </Text>
      </Container>
    );
  }
  if (error) return <ErrorState text="We could not load your answer. Please try again later." />;
  return <ReplyEditor view={view} token={token} onWithdrawn={() => setWithdrawn(true)} />;
}

function ReplyEditor({
  view,
  token,
  onWithdrawn,
}: {
  view: InvitationReplyView;
  token: string;
  onWithdrawn: () => void;
}) {
  const { change, withdraw } = useChangeReply(token);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { child, party } = view;
  const failed = (err: unknown) =>
    setNotice({ ok: false, text: readApiError(err).message ?? 'We could not change your answer. Please try again.' });

  return (
    <Container size="2" px="4" py="6">
      <Flex direction="column" gap="5">
        <div>
          <Heading as="h1" size="7" mb="1">
            Your answer to {party.hostChildName}&rsquo;s {party.eventTypeLabel}
          </Heading>
          <Text as="p" color="gray" mb="3">
            {party.whenWords}, {party.place}
          </Text>
          <ReplyCalendar token={token} />
        </div>
        {/* High contrast: the soft green's text is too faint on the page's own background (axe). */}
        <Callout.Root color={child.attending ? 'green' : 'gray'} highContrast>
          <Callout.Text>
            {child.attending ? `${child.firstName} is on the list as coming.` : `${child.firstName} can’t come.`}
          </Callout.Text>
        </Callout.Root>
        {party.closedReason ? (
          <Callout.Root color="gray" role="status">
            <Callout.Text>{party.closedReason}</Callout.Text>
          </Callout.Root>
        ) : (
          <FamilyAnswerForm
            idPrefix="reply"
            heading="Change your answer"
            defaultValues={answerOf(child)}
            waiver={party.waiver}
            waiverSigned={child.waiverSigned}
            comingLabel="Save: coming"
            pending={change.isPending}
            onAnswer={(body) => {
              setNotice(null);
              change.submit(body, {
                onSuccess: () => setNotice({ ok: true, text: ROSTER_TEXTS.replyChanged }),
                onError: failed,
              });
            }}
            after={
              notice && (
                <Callout.Root
                  color={notice.ok ? 'green' : 'red'}
                  role={notice.ok ? 'status' : 'alert'}
                  highContrast={notice.ok}
                  mt="3"
                >
                  <Callout.Text>{notice.text}</Callout.Text>
                </Callout.Root>
              )
            }
            extraButtons={
              <Button
                type="button"
                size="3"
                variant="soft"
                color="red"
                loading={withdraw.isPending}
                onClick={() => withdraw.submit({}, { onSuccess: onWithdrawn, onError: failed })}
              >
                Withdraw our answer
              </Button>
            }
          />
        )}
      </Flex>
    </Container>
  );
}

/** The reply as its form starts: what the family said, each blank it left as empty text. */
const answerOf = ({ waiverSigned: _signed, ...child }: InvitationReplyView['child']): FamilyAnswerValues => ({
  ...child,
  shirtSize: child.shirtSize ?? '',
  notes: child.notes ?? '',
  emergencyPhone: child.emergencyPhone ?? '',
  medicalNote: child.medicalNote ?? '',
});
