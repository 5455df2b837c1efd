import { Flex } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import { useForm } from 'react-hook-form';
import { HOST_RULES, InviteHostDto, UpdateHostDto, type AdminHost } from '@app/contracts';
import { FormField } from '@/components/ui/form-field.ui';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { useInviteHost, useUpdateHost } from '@/features/admin/hosts/api/hosts.api';

interface FormValues {
  name: string;
  email: string;
}

const FIELDS = ['name', 'email'] as const;

interface Props {
  /** The host to rename; null to invite one. */
  host: AdminHost | null;
  onDone: () => void;
}

/**
 * Invite a host (name and e-mail address) or rename one (docs/product/hosts.md#hosts). The API's own DTOs check it, so
 * its rules and messages are the server's; the server's refusals (an e-mail address already taken) show at their field.
 */
export function HostFormDialog({ host, onDone }: Props) {
  const form = useForm<FormValues, unknown, InviteHostDto | UpdateHostDto>({
    // Renaming sends the name alone: the e-mail address is the host's username and stays.
    resolver: host ? dtoResolver<FormValues, UpdateHostDto>(UpdateHostDto) : dtoResolver(InviteHostDto),
    defaultValues: { name: host?.name ?? '', email: host?.email ?? '' },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const { toast } = useToast();
  const invite = useInviteHost();
  const update = useUpdateHost();

  const onError = (error: Error) => {
    const { fields, message } = readApiError(error);
    if (!showFieldErrors(form.setError, fields, FIELDS)) {
      toast({
        title: host ? 'Name not saved' : 'Host not invited',
        description: message ?? error.message,
        variant: 'destructive',
      });
    }
  };
  const onSubmit = form.handleSubmit((dto) => {
    const onSuccess = (saved: AdminHost) => {
      toast({ title: host ? 'Host renamed' : `Invitation sent to ${saved.email}`, description: saved.name });
      onDone();
    };
    if (host) update.mutate({ id: host.id, body: { name: dto.name } }, { onSuccess, onError });
    else invite.submit(dto as InviteHostDto, { onSuccess, onError });
  });

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDone()}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{host ? `Rename ${host.name}` : 'Invite a host'}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {host
            ? 'The e-mail address stays: it is what the host signs in with.'
            : `We e-mail them a link to choose their password; it works once, for ${HOST_RULES.invitationHours} hours.`}
        </Dialog.Description>
        <form onSubmit={onSubmit} noValidate>
          <Flex direction="column" gap="3">
            <FormField
              id="host-name"
              label="Name"
              autoComplete="off"
              {...form.register('name')}
              error={errors.name?.message}
            />
            {!host && (
              <FormField
                id="host-email"
                label="E-mail address"
                type="email"
                autoComplete="off"
                {...form.register('email')}
                error={errors.email?.message}
              />
            )}
          </Flex>
          <DialogFormFooter
            action={host ? 'Save name' : 'Send invitation'}
            loading={invite.isPending || update.isPending}
          />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
