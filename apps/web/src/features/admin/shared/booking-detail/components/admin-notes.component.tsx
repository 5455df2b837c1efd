import { Button, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { ADMIN_ACTION_MESSAGES as M, ADMIN_NOTE_MAX } from '@app/contracts';
import { FieldError, invalidProps } from '@/components/ui/form-field.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { useAddBookingNote } from '@/features/admin/shared/booking-detail/api/booking-notes.api';

/** The detail dialog's "Admin notes": internal, never shown to the parent; each lands in the history. */
export function AdminNotes({ bookingId }: { bookingId: string }) {
  const add = useAddBookingNote(bookingId);
  const { toast } = useToast();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setError(M.noteRequired);
    setError(undefined);
    add.mutate(
      { note },
      {
        onSuccess: () => {
          setNote('');
          toast({ title: 'Note added', description: 'It shows in the history below.' });
        },
        onError: (failure) => {
          const { fields, message } = readApiError(failure);
          setError(fields.note ?? message ?? failure.message);
        },
      },
    );
  };

  return (
    <section aria-labelledby="admin-notes-heading">
      <Heading as="h3" size="3" mb="2" mt="4" id="admin-notes-heading">
        Admin notes
      </Heading>
      <form onSubmit={onSubmit} noValidate>
        <Flex direction="column" gap="2">
          <Text as="label" htmlFor="admin-note" size="2" weight="medium">
            Note (internal: the parent never sees it)
          </Text>
          <TextArea
            id="admin-note"
            rows={2}
            maxLength={ADMIN_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            {...invalidProps('admin-note', error)}
          />
          <FieldError id="admin-note-error" text={error} />
          <Flex justify="end">
            <Button type="submit" variant="soft" loading={add.isPending}>
              Add note
            </Button>
          </Flex>
        </Flex>
      </form>
    </section>
  );
}
