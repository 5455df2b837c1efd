import { Box, Button, Callout, Card, Container, DataList, Flex, Heading, Link, Skeleton, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ROSTER_MESSAGES, ROSTER_TEXTS, type InvitationView } from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { RequiredNote } from '@/components/ui/form-field.ui';
import { ApiError } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';
import { replyTokenOf, useInvitation, useReplyToInvitation } from '../api/roster.api';
import { FamilyAnswerForm } from './family-answer-form.component';
import { ReplyCalendar } from './reply-calendar.component';
import './roster.css';
import { rosterKeys } from '@/features/roster/api/keys';

/**
 * `/invitations/:token`: what an invited family sees, by the invitation link alone: the party as the host
 * chose to share it, then `replies` (InvitationReplies: the first names of the children coming, and a form for their
 * own child or a "we can't come"; the route makes it an island of the page's document). A link turned off, replaced or
 * never made answers 404, said the same way for each.
 */
export function InvitationPage({ token, replies }: { token: string; replies: ReactNode }) {
  const { data: view, isPending, error } = useInvitation(token);
  if (isPending) {
    return (
      <Container size="2" px="4" py="6" role="status" aria-label="Loading the invitation">
        <Skeleton height="320px" />
      </Container>
    );
  }
  if (error instanceof ApiError && [400, 404].includes(error.status)) {
    return (
      <Container size="2" px="4" py="9">
        <Heading as="h1" size="7" align="center" mb="3">
          Invitation not found
        </Heading>
        <Text as="p" align="center" color="gray">
          {ROSTER_TEXTS.invitationNotFound}
        </Text>
      </Container>
    );
  }
  if (error) return <ErrorState text="We could not load this invitation. Please try again later." />;
  return <Invitation view={view} replies={replies} />;
}

/** What the family's last answer said, and where to change or withdraw it. */
interface Replied {
  thanks: string;
  replyUrl: string;
}

function Invitation({ view, replies }: { view: InvitationView; replies: ReactNode }) {
  return (
    <Container size="2" px="4" py="6">
      <Flex direction="column" gap="5">
        <Box>
          <Heading as="h1" size="7" mb="1">
            You&rsquo;re invited to {view.hostChildName}&rsquo;s {view.eventTypeLabel}
          </Heading>
          <Text color="gray">hosted by {view.businessName}</Text>
        </Box>
        <Card size="3" asChild>
          <section aria-labelledby="party-heading">
            <Heading as="h2" size="4" mb="3" id="party-heading">
              The party
            </Heading>
            <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }}>
              <DataList.Item>
                <DataList.Label minWidth="90px">When</DataList.Label>
                <DataList.Value>
                  {view.whenWords} ({view.durationMinutes} minutes)
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label minWidth="90px">Where</DataList.Label>
                <DataList.Value>{view.place}</DataList.Value>
              </DataList.Item>
            </DataList.Root>
            {view.message && (
              <Text as="p" mt="3" style={{ whiteSpace: 'pre-line' }}>
                {view.message}
              </Text>
            )}
          </section>
        </Card>
        {replies}
      </Flex>
    </Container>
  );
}

/**
 * What a reply changes: who is coming, the spots left, and the form or what the last answer said. It reads the
 * invitation itself (the page's read, carried by the document), so a reply's answer redraws it.
 */
export function InvitationReplies({ token }: { token: string }) {
  const { data: view } = useInvitation(token);
  const [replied, setReplied] = useState<Replied | null>(null);
  if (!view) return null;
  return (
    <>
      <Card size="3" asChild>
        <section aria-labelledby="coming-heading">
          <Heading as="h2" size="4" mb="3" id="coming-heading">
            Who&rsquo;s coming
          </Heading>
          {view.coming.length > 0 ? (
            <ul className="roster-list" aria-labelledby="coming-heading">
              {view.coming.map((name, i) => (
                <li key={`${name}-${i}`}>{name}</li>
              ))}
            </ul>
          ) : (
            <Text color="gray">No one has been added yet.</Text>
          )}
          <Text as="p" mt="3" weight="bold">
            {view.spotsLeft} {view.spotsLeft === 1 ? 'spot' : 'spots'} left
          </Text>
        </section>
      </Card>
      {replied ? (
        <Flex direction="column" gap="3" align="start">
          {/* High contrast: the soft green's text is too faint on the page's own background (axe). */}
          <Callout.Root color="green" role="status" highContrast>
            <Callout.Text>{replied.thanks}</Callout.Text>
          </Callout.Root>
          <ReplyLink url={replied.replyUrl} />
          {!view.closedReason && (
            <Button variant="soft" onClick={() => setReplied(null)}>
              Add another child
            </Button>
          )}
        </Flex>
      ) : view.closedReason ? (
        <Callout.Root color="gray" role="status">
          <Callout.Text>{view.closedReason}</Callout.Text>
        </Callout.Root>
      ) : (
        <ReplyForm view={view} token={token} onReplied={setReplied} />
      )}
    </>
  );
}

function ReplyForm({
  view,
  token,
  onReplied,
}: {
  view: InvitationView;
  token: string;
  onReplied: (replied: Replied) => void;
}) {
  const reply = useReplyToInvitation(token);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const full = view.spotsLeft === 0;
  return (
    <FamilyAnswerForm
      idPrefix="invited"
      heading="Your child"
      waiver={view.waiver}
      comingLabel={full ? null : 'Add my child'}
      pending={reply.isPending}
      onAnswer={(body, clear) => {
        setFailure(null);
        reply.submit(body, {
          onSuccess: ({ replyUrl }) => {
            onReplied({
              thanks: body.attending ? ROSTER_TEXTS.thanks(body.firstName) : ROSTER_TEXTS.thanksNotComing,
              replyUrl,
            });
            clear();
          },
          onError: (err) => {
            const { message } = readApiError(err);
            setFailure(message ?? 'We could not send your answer. Please try again.');
            // Full, closed or the link turned off: the invitation read again shows where it stands now.
            if (err instanceof ApiError && [404, 409].includes(err.status)) {
              void queryClient.invalidateQueries({ queryKey: rosterKeys.invitation(token) });
            }
          },
        });
      }}
      before={
        <>
          {full && (
            <Callout.Root color="amber" mb="3">
              <Callout.Text>{ROSTER_MESSAGES.full}</Callout.Text>
            </Callout.Root>
          )}
          <RequiredNote />
        </>
      }
      after={
        failure && (
          <Callout.Root color="red" role="alert" mt="3">
            <Callout.Text>{failure}</Callout.Text>
          </Callout.Root>
        )
      }
    />
  );
}

/**
 * The reply's own link, shown once: the family may have given no e-mail, so this page is where they learn it. It
 * opens their answer to change or withdraw until the list closes.
 */
function ReplyLink({ url }: { url: string }) {
  return (
    <Box>
      <Text as="p" size="2">
        {ROSTER_TEXTS.replyLinkNote}
      </Text>
      <Link href={url} size="2" className="reply-link">
        {url}
      </Link>
      <Box mt="3">
        <ReplyCalendar token={replyTokenOf(url)} />
      </Box>
    </Box>
  );
}
