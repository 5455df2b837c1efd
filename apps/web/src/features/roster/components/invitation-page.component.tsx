import { Box, Button, Callout, Card, Container, DataList, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { InvitedChildDto, ROSTER_MESSAGES, ROSTER_TEXTS, type InvitationView, type ShirtSize } from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { RequiredNote } from '@/components/ui/form-field.ui';
import { ApiError } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';
import { dtoResolver } from '@/lib/dto-form';
import { useInvitation, useReplyToInvitation } from '../api/roster.api';
import { ChildFields } from './child-fields.component';
import './roster.css';

interface FormValues {
  firstName: string;
  shirtSize: ShirtSize | '';
  notes: string;
  photoConsent: boolean;
  attending: boolean;
}

const EMPTY: FormValues = { firstName: '', shirtSize: '', notes: '', photoConsent: false, attending: true };

/**
 * `/invitations/:token` (issue #38): what an invited family sees, by the invitation link alone: the party as the host
 * chose to share it, the first names of the children coming, and a form for their own child or a "we can't come".
 * A link turned off, replaced or never made answers 404, said the same way for each.
 */
export function InvitationPage({ token }: { token: string }) {
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
  return <Invitation view={view} token={token} />;
}

function Invitation({ view, token }: { view: InvitationView; token: string }) {
  const [thanks, setThanks] = useState<string | null>(null);
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
        {thanks ? (
          <Flex direction="column" gap="3" align="start">
            <Callout.Root color="green" role="status">
              <Callout.Text>{thanks}</Callout.Text>
            </Callout.Root>
            {!view.closedReason && (
              <Button variant="soft" onClick={() => setThanks(null)}>
                Add another child
              </Button>
            )}
          </Flex>
        ) : view.closedReason ? (
          <Callout.Root color="gray" role="status">
            <Callout.Text>{view.closedReason}</Callout.Text>
          </Callout.Root>
        ) : (
          <ReplyForm view={view} token={token} onReplied={setThanks} />
        )}
      </Flex>
    </Container>
  );
}

function ReplyForm({
  view,
  token,
  onReplied,
}: {
  view: InvitationView;
  token: string;
  onReplied: (thanks: string) => void;
}) {
  const reply = useReplyToInvitation(token);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, InvitedChildDto>({
    resolver: dtoResolver<FormValues, InvitedChildDto>(InvitedChildDto),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const full = view.spotsLeft === 0;

  const send = (attending: boolean) => {
    form.setValue('attending', attending);
    void form.handleSubmit((body) => {
      setFailure(null);
      reply.submit(body, {
        onSuccess: () => {
          onReplied(attending ? ROSTER_TEXTS.thanks(body.firstName) : ROSTER_TEXTS.thanksNotComing);
          form.reset(EMPTY);
        },
        onError: (err) => {
          const { message } = readApiError(err);
          setFailure(message ?? 'We could not send your answer. Please try again.');
          // Full, closed or the link turned off: the invitation read again shows where it stands now.
          if (err instanceof ApiError && [404, 409].includes(err.status)) {
            void queryClient.invalidateQueries({ queryKey: ['invitations', token] });
          }
        },
      });
    })();
  };

  return (
    <Card size="3" asChild>
      <form
        aria-labelledby="reply-heading"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send(!full);
        }}
      >
        <Heading as="h2" size="4" mb="2" id="reply-heading">
          Your child
        </Heading>
        {full && (
          <Callout.Root color="amber" mb="3">
            <Callout.Text>{ROSTER_MESSAGES.full}</Callout.Text>
          </Callout.Root>
        )}
        <RequiredNote />
        <ChildFields<FormValues>
          idPrefix="invited"
          names={{ firstName: 'firstName', shirtSize: 'shirtSize', notes: 'notes', photoConsent: 'photoConsent' }}
          control={form.control}
          register={form.register}
          errors={{
            firstName: errors.firstName?.message,
            shirtSize: errors.shirtSize?.message,
            notes: errors.notes?.message,
          }}
          notesLabel="Allergies or notes for the host family"
        />
        {failure && (
          <Callout.Root color="red" role="alert" mt="3">
            <Callout.Text>{failure}</Callout.Text>
          </Callout.Root>
        )}
        <Flex gap="3" mt="4" wrap="wrap">
          {!full && (
            <Button type="submit" size="3" loading={reply.isPending && form.getValues('attending')}>
              Add my child
            </Button>
          )}
          <Button
            type="button"
            size="3"
            variant="soft"
            color="gray"
            loading={reply.isPending && !form.getValues('attending')}
            onClick={() => send(false)}
          >
            We can&rsquo;t come
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
