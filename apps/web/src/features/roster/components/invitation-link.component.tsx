import { Button, Callout, Checkbox, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CreateInvitationDto, ROSTER_TEXTS, type RosterInvitation } from '@app/contracts';
import { FieldError, invalidProps } from '@/components/ui/form-field.ui';
import { readApiError } from '@/lib/api-error';
import { dtoResolver } from '@/lib/dto-form';
import { CopyLinkField } from '@/components/ui/copy-link-field.ui';
import { useInvitationLink } from '../api/roster.api';

interface FormValues {
  shareAddress: boolean;
  message: string;
}

/**
 * The invitation link the host parent shares with the other families: made with or without the address
 * and a short message; copied (or selected to copy by hand where the clipboard is refused), handed to the phone's share
 * sheet where there is one, replaced by a new one or turned off, both of which stop the old one.
 */
export function InvitationLinkPanel({
  bookingId,
  token,
  invitation,
}: {
  bookingId: string;
  token: string | null;
  invitation: RosterInvitation | null;
}) {
  const { create, turnOff } = useInvitationLink(bookingId, token);
  const [renewing, setRenewing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, CreateInvitationDto>({
    resolver: dtoResolver<FormValues, CreateInvitationDto>(CreateInvitationDto),
    defaultValues: { shareAddress: invitation?.shareAddress ?? false, message: invitation?.message ?? '' },
  });
  const messageError = form.formState.errors.message?.message;
  const failed = (err: unknown) =>
    setFailure(readApiError(err).message ?? 'We could not change the invitation link. Please try again.');

  const onCreate = form.handleSubmit((body) => {
    setFailure(null);
    create.submit(body, {
      onSuccess: () => {
        setRenewing(false);
        setStatus(null);
      },
      onError: failed,
    });
  });
  const onTurnOff = () => {
    setFailure(null);
    turnOff.submit({}, { onSuccess: () => setStatus(ROSTER_TEXTS.turnedOff), onError: failed });
  };

  return (
    <section aria-labelledby="invitation-heading">
      <Heading as="h3" size="3" mb="2" id="invitation-heading">
        Invite the other families
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        Families who open the link see the party&rsquo;s date, time and place, and the first names of the children
        coming, and add their own child. They never see another child&rsquo;s notes.
      </Text>
      {invitation && !renewing ? (
        <SharedLink
          invitation={invitation}
          onRenew={() => setRenewing(true)}
          onTurnOff={onTurnOff}
          turningOff={turnOff.isPending}
        />
      ) : (
        <form onSubmit={onCreate} noValidate aria-label="Invitation link">
          <Flex direction="column" gap="3">
            {invitation && (
              <Callout.Root color="amber">
                <Callout.Text>{ROSTER_TEXTS.newLinkNote}</Callout.Text>
              </Callout.Root>
            )}
            <Controller
              control={form.control}
              name="shareAddress"
              render={({ field }) => (
                <Text as="label" size="2">
                  <Flex gap="2" align="center">
                    <Checkbox
                      ref={field.ref}
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                    />
                    Show the party&rsquo;s address (otherwise only the city)
                  </Flex>
                </Text>
              )}
            />
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="invitation-message" size="2" weight="medium">
                A short message for the families (optional)
              </Text>
              <TextArea
                id="invitation-message"
                rows={2}
                {...invalidProps('invitation-message', messageError)}
                {...form.register('message')}
              />
              <FieldError id="invitation-message-error" text={messageError} />
            </Flex>
            <Flex gap="3" wrap="wrap">
              <Button type="submit" loading={create.isPending}>
                {invitation ? 'Make the new link' : 'Create an invitation link'}
              </Button>
              {renewing && (
                <Button type="button" variant="soft" color="gray" onClick={() => setRenewing(false)}>
                  Keep the current link
                </Button>
              )}
            </Flex>
          </Flex>
        </form>
      )}
      {status && (
        <Text as="p" role="status" size="2" mt="3">
          {status}
        </Text>
      )}
      {failure && (
        <Callout.Root color="red" role="alert" mt="3">
          <Callout.Text>{failure}</Callout.Text>
        </Callout.Root>
      )}
    </section>
  );
}

function SharedLink({
  invitation,
  onRenew,
  onTurnOff,
  turningOff,
}: {
  invitation: RosterInvitation;
  onRenew: () => void;
  onTurnOff: () => void;
  turningOff: boolean;
}) {
  // The phone's own share sheet where there is one (messages, mail, chat apps); the copy stays beside it. A share
  // the host cancels, or one the browser refuses, changes nothing.
  const canShare = typeof navigator.share === 'function';
  const share = () =>
    navigator
      .share({
        title: 'Party invitation',
        text: ROSTER_TEXTS.shareInvitation(invitation.hostChildName),
        url: invitation.url,
      })
      .catch(() => undefined);
  return (
    <Flex direction="column" gap="3">
      <CopyLinkField
        id="invitation-url"
        label="Invitation link"
        url={invitation.url}
        before={
          canShare && (
            <Button type="button" size="3" onClick={() => void share()}>
              Share…
            </Button>
          )
        }
      />
      <Text size="2" color="gray">
        {invitation.shareAddress ? 'The invitation shows the address.' : 'The invitation shows the city only.'}
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button type="button" variant="soft" onClick={onRenew}>
          New link
        </Button>
        <Button type="button" variant="soft" color="red" loading={turningOff} onClick={onTurnOff}>
          Turn off
        </Button>
      </Flex>
    </Flex>
  );
}
