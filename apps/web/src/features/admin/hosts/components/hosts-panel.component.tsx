import { Badge, Button, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import type { AdminHost } from '@app/contracts';
import { EmptyState } from '@/components/ui/empty-state.ui';
import { ErrorState } from '@/components/ui/error-state.ui';
import { useMediaQuery } from '@/lib/use-media-query.hook';
import { useHosts } from '@/features/admin/shared/api/hosts-list.api';
import { AdminListSkeleton } from '@/features/admin/shared/components/admin-list-skeleton.component';
import { useAdminDateTime } from '@/features/admin/shell/components/admin-time-zone.context';
import { HostActions } from './host-actions.component';
import { HostFormDialog } from './host-form-dialog.component';

const teamsText = (host: AdminHost) => host.teams.map((team) => team.name).join(', ') || 'No team';

function ActiveBadge({ host }: { host: AdminHost }) {
  return host.active ? (
    <Badge color="green" highContrast>
      Active
    </Badge>
  ) : (
    <Badge color="gray" highContrast>
      Deactivated
    </Badge>
  );
}

/** When the latest link went out, and when the host accepted it (set their password). */
function InvitationText({ host }: { host: AdminHost }) {
  const dateTime = useAdminDateTime();
  return (
    <>
      <Text as="div" size="2">
        Invited {dateTime(host.invitedAt)}
      </Text>
      <Text as="div" size="2" color={host.acceptedAt ? undefined : 'gray'}>
        {host.acceptedAt ? `Joined ${dateTime(host.acceptedAt)}` : 'Not joined yet'}
      </Text>
    </>
  );
}

type RowProps = { host: AdminHost; onRename: () => void };

/** On a phone a table's columns do not fit 375 px: each host is a card headed by their name. */
function HostCard({ host, onRename }: RowProps) {
  return (
    <Card>
      <Flex justify="between" align="start" gap="2" mb="1">
        <Heading as="h3" size="3">
          {host.name}
        </Heading>
        <ActiveBadge host={host} />
      </Flex>
      <Text as="p" size="2" style={{ overflowWrap: 'anywhere' }}>
        {host.email}
      </Text>
      <Text as="p" size="2">
        Teams: {teamsText(host)}
      </Text>
      <InvitationText host={host} />
      <Flex mt="2">
        <HostActions host={host} onRename={onRename} />
      </Flex>
    </Card>
  );
}

function HostRow({ host, onRename }: RowProps) {
  return (
    <Table.Row>
      <Table.RowHeaderCell>
        <Text weight="bold">{host.name}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>{host.email}</Table.Cell>
      <Table.Cell>
        <ActiveBadge host={host} />
      </Table.Cell>
      <Table.Cell>{teamsText(host)}</Table.Cell>
      <Table.Cell>
        <InvitationText host={host} />
      </Table.Cell>
      <Table.Cell>
        <HostActions host={host} onRename={onRename} />
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The hosts who run the parties (docs/product/hosts.md#hosts): who they are, whether they may sign in, their teams and
 * their invitation; invite one, rename, deactivate or reactivate, send a new link. Cards on a phone, a table wider.
 */
export function HostsPanel() {
  const { data, isPending, isError } = useHosts();
  const phone = useMediaQuery('(max-width: 767px)');
  // null: the invitation form; a host: their rename form; undefined: no form open.
  const [editing, setEditing] = useState<AdminHost | null | undefined>(undefined);

  return (
    <section aria-labelledby="hosts-heading">
      <Flex justify="between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" size="5" id="hosts-heading">
          Hosts
        </Heading>
        <Button onClick={() => setEditing(null)}>
          <PlusIcon aria-hidden /> Invite a host
        </Button>
      </Flex>
      {isPending ? (
        <AdminListSkeleton text="Loading the hosts…" />
      ) : isError ? (
        <ErrorState text="Failed to load the hosts. Please try again later." />
      ) : !data.length ? (
        <EmptyState title="No hosts yet." hint="Invite one to put them in a team." />
      ) : phone ? (
        <Flex direction="column" gap="2" p="0" m="0" style={{ listStyle: 'none' }} asChild>
          <ul aria-labelledby="hosts-heading">
            {data.map((host) => (
              <li key={host.id}>
                <HostCard host={host} onRename={() => setEditing(host)} />
              </li>
            ))}
          </ul>
        </Flex>
      ) : (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>E-mail</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Teams</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Invitation</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.map((host) => (
              <HostRow key={host.id} host={host} onRename={() => setEditing(host)} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {editing !== undefined && (
        <HostFormDialog key={editing?.id ?? 'new'} host={editing} onDone={() => setEditing(undefined)} />
      )}
    </section>
  );
}
