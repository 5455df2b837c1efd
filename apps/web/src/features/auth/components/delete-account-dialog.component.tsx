import { Button, Flex, Text } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DeleteAccountDto, MY_DATA_WORDS as W, slotWords, type AccountDeleted } from '@app/contracts';
import { FormField } from '@/components/ui/form-field.ui';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { useSiteInfo } from '@/lib/site-info.query';
import { useDeleteAccount } from '../api/my-data.api';
import { FormBanner } from './form-banner.component';
import { formErrors } from './form-error';
import { useSignOut } from './use-sign-out.hook';

const FIELDS = ['password'] as const;

/**
 * "Delete my account": what happens to the upcoming parties and what is kept, the password again, then, once the api
 * has answered (the session is gone), what was done; leaving the dialog signs the page out and goes home.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<DeleteAccountDto>({
    resolver: dtoResolver(DeleteAccountDto),
    defaultValues: { password: '' },
    reValidateMode: 'onChange',
  });
  const [banner, setBanner] = useState<string>();
  const [deleted, setDeleted] = useState<AccountDeleted>();
  const remove = useDeleteAccount();
  const { signOut } = useSignOut('header');

  const onSubmit = form.handleSubmit((dto) => {
    setBanner(undefined);
    remove.submit(dto, {
      onSuccess: setDeleted,
      onError: (error) => {
        const found = formErrors(error, FIELDS);
        showFieldErrors(form.setError, found.fields, FIELDS);
        setBanner(found.banner);
      },
    });
  });

  if (deleted) return <AccountDeletedDialog deleted={deleted} onLeave={() => void signOut()} />;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{W.dialogTitle}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {W.upcoming}
        </Dialog.Description>
        <Text as="p" size="2" mb="3">
          {W.erased}
        </Text>
        <Text as="p" size="2" mb="4">
          {W.kept}
        </Text>
        <form onSubmit={onSubmit} noValidate>
          <Flex direction="column" gap="3">
            <FormBanner message={banner} />
            <FormField
              id="delete-account-password"
              label={W.password}
              type="password"
              autoComplete="current-password"
              required
              {...form.register('password')}
              error={form.formState.errors.password?.message}
            />
          </Flex>
          <Flex gap="3" justify="end" mt="5" wrap="wrap">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {W.cancel}
              </Button>
            </Dialog.Close>
            <Button type="submit" color="red" highContrast loading={remove.isPending}>
              {W.confirm}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** What was done, read before leaving: the parties cancelled on the way, and that the page is signed out. */
function AccountDeletedDialog({ deleted, onLeave }: { deleted: AccountDeleted; onLeave: () => void }) {
  const { data: site } = useSiteInfo();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onLeave()}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{W.doneTitle}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {W.done}
        </Dialog.Description>
        {deleted.cancelled.map((party) => (
          <Text as="p" size="2" mb="2" key={party.bookingId}>
            {W.cancelledParty(slotWords(party.eventDate, party.eventTime, site?.timeZone), party.refundAmount)}
          </Text>
        ))}
        <Flex justify="end" mt="4">
          <Button onClick={onLeave}>{W.goHome}</Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
