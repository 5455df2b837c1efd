import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AcceptHostInvitationDto, HOST_MESSAGES } from '@app/contracts';
import { FormField } from '@/components/ui/form-field.ui';
import { FormBanner } from './form-banner.component';
import { formErrors } from './form-error';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { useAcceptHostInvitation } from '../api/accept-host-invitation.api';
import { landingPath } from '../landing-path';

type Values = { token: string; password: string };
const FIELDS = ['password'] as const;

/**
 * An invited host chooses their password (docs/product/hosts.md#the-invitation): the registration's password rules
 * and messages (the API's DTO), the server's refusals at the field or in a banner; setting it signs the host in, and
 * the page takes them to their parties.
 */
export function HostWelcomePage({ token }: { token: string }) {
  const mutation = useAcceptHostInvitation();
  const [banner, setBanner] = useState<string>();
  const navigate = useNavigate();
  const form = useForm<Values, unknown, AcceptHostInvitationDto>({
    resolver: dtoResolver<Values, AcceptHostInvitationDto>(AcceptHostInvitationDto),
    defaultValues: { token, password: '' },
    reValidateMode: 'onChange',
  });

  const send = form.handleSubmit((body) => {
    setBanner(undefined);
    mutation.submit(body, {
      // Signed in by setting it: straight to their parties, no second sign-in.
      onSuccess: (accepted) => void navigate(landingPath(accepted.user), { replace: true }),
      onError: (error) => {
        const found = formErrors(error, FIELDS);
        showFieldErrors(form.setError, found.fields, [...FIELDS]);
        setBanner(found.banner);
      },
    });
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(event);
  };

  return (
    <Card size="3">
      <form onSubmit={onSubmit} noValidate aria-label="Set your password">
        <Flex direction="column" gap="4">
          <Heading as="h1" size="6">
            Welcome to the team
          </Heading>
          <Text as="p">Choose the password you will sign in with as a host.</Text>
          {!token && (
            <Callout.Root color="red" role="alert" size="1">
              <Callout.Text>{HOST_MESSAGES.token}</Callout.Text>
            </Callout.Root>
          )}
          <FormBanner message={banner} />
          <FormField
            id="host-password"
            label="Password"
            type="password"
            autoComplete="new-password"
            {...form.register('password')}
            error={form.formState.errors.password?.message}
            required
          />
          <Button type="submit" size="3" disabled={!token || mutation.isPending} loading={mutation.isPending}>
            Set password
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
