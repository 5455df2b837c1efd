import { Badge, Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { CONTACT_SUBJECTS, type AdminContactMessage } from '@app/contracts';
import { EmptyState } from '@/components/ui/empty-state.ui';
import { ErrorState } from '@/components/ui/error-state.ui';
import { useContactMessages } from '@/features/admin/shared/api/contact-messages-list.api';
import { useMarkContactMessage } from '@/features/admin/messages/api/contact-messages.api';
import { useAdminDateTime } from '@/features/admin/shell/components/admin-time-zone.context';
import { AdminListSkeleton } from '@/features/admin/shared/components/admin-list-skeleton.component';

/** The label (docs/product/api.md#entities) of a subject value. */
const subjectLabel = (subject: string) => CONTACT_SUBJECTS.find((s) => s.value === subject)?.label ?? subject;

const replyLink = (m: AdminContactMessage) =>
  `mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(`Re: ${subjectLabel(m.subject)}`)}`;

function MessageDialog({ message, onClose }: { message: AdminContactMessage; onClose: () => void }) {
  const mark = useMarkContactMessage();
  const at = useAdminDateTime();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{subjectLabel(message.subject)}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          From {message.name} &lt;{message.email}&gt; · {at(message.createdAt)}
        </Dialog.Description>
        <Text as="p" size="3" my="4" style={{ whiteSpace: 'pre-wrap' }}>
          {message.message}
        </Text>
        <Flex gap="3" justify="end" wrap="wrap">
          <Button
            variant="soft"
            color="gray"
            onClick={() => mark.mutate({ id: message.id, read: false }, { onSuccess: onClose })}
          >
            Mark as unread
          </Button>
          <Button asChild>
            <a href={replyLink(message)}>
              <EnvelopeClosedIcon aria-hidden /> Reply by e-mail
            </a>
          </Button>
          <Dialog.Close>
            <Button variant="soft">Close</Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** docs/product/pages.md#contact-page: the contact inbox, newest first; opening a message marks it read. */
export function ContactInbox() {
  const { data, isPending, isError } = useContactMessages();
  const mark = useMarkContactMessage();
  const [openId, setOpenId] = useState<string | null>(null);
  const at = useAdminDateTime();
  const open = data?.find((m) => m.id === openId);

  const openMessage = (message: AdminContactMessage) => {
    setOpenId(message.id);
    if (!message.readAt) mark.mutate({ id: message.id, read: true });
  };

  return (
    <section aria-labelledby="inbox-heading">
      <Heading as="h2" size="5" mb="3" id="inbox-heading">
        Contact messages
      </Heading>
      {isPending ? (
        <AdminListSkeleton text="Loading messages..." />
      ) : isError ? (
        <ErrorState text="Failed to load messages. Please try again later." />
      ) : !data.length ? (
        <EmptyState title="No messages yet." />
      ) : (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>From</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Subject</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Received</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Message</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.map((message) => (
              <Table.Row key={message.id}>
                <Table.RowHeaderCell>
                  <Text weight={message.readAt ? 'regular' : 'bold'}>{message.name}</Text>
                  <Text as="div" size="1" color="gray">
                    {message.email}
                  </Text>
                </Table.RowHeaderCell>
                <Table.Cell>
                  <Flex gap="2" align="center" wrap="wrap">
                    {!message.readAt && (
                      <Badge color="blue" highContrast>
                        New
                      </Badge>
                    )}
                    {subjectLabel(message.subject)}
                  </Flex>
                </Table.Cell>
                <Table.Cell style={{ whiteSpace: 'nowrap' }}>{at(message.createdAt)}</Table.Cell>
                <Table.Cell>
                  <Button
                    size="1"
                    variant={message.readAt ? 'soft' : 'solid'}
                    onClick={() => openMessage(message)}
                    aria-label={`Open message from ${message.name}${message.readAt ? '' : ' (unread)'}`}
                  >
                    Open
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {open && <MessageDialog message={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}
