import { Badge, Button, Checkbox, Flex, Text } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import { useState } from 'react';
import type { AdminHost, AdminTeam } from '@app/contracts';
import { FieldError } from '@/components/ui/form-field.ui';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { useSetTeamHosts } from '@/features/admin/shared/api/team-hosts.api';
import { useHosts } from '@/features/admin/shared/api/hosts-list.api';

const nameOf = (host: AdminHost) => (host.active ? host.name : `${host.name} (deactivated)`);

/**
 * The hosts who run the team's parties (docs/product/hosts.md#teams-and-hosts), as the hosts' list says, and a dialog
 * to choose them: the active hosts, and any member deactivated since (so they can be taken off; keeping them the
 * server refuses, as only active hosts join a team).
 */
export function TeamHosts({ team }: { team: Pick<AdminTeam, 'id' | 'name'> }) {
  const hosts = useHosts();
  const members = hosts.data?.filter((host) => host.teams.some((t) => t.id === team.id)) ?? [];
  return (
    <Flex direction="column" gap="1" mb="3">
      <Flex justify="between" align="center" gap="2" wrap="wrap">
        <Text size="2" weight="medium">
          Hosts
        </Text>
        {hosts.data && <ChooseHosts team={team} hosts={hosts.data} members={members} />}
      </Flex>
      {hosts.isPending ? (
        <Text size="2" color="gray">
          Loading the hosts…
        </Text>
      ) : hosts.isError ? (
        <Text size="2" color="red">
          The hosts could not be loaded.
        </Text>
      ) : members.length ? (
        <Flex gap="2" wrap="wrap" p="0" m="0" style={{ listStyle: 'none' }} asChild>
          <ul aria-label={`${team.name} hosts`}>
            {members.map((host) => (
              <li key={host.id}>
                <Badge color={host.active ? 'blue' : 'gray'}>{nameOf(host)}</Badge>
              </li>
            ))}
          </ul>
        </Flex>
      ) : (
        <Text size="2" color="gray">
          No hosts yet
        </Text>
      )}
    </Flex>
  );
}

type ChooseProps = { team: Pick<AdminTeam, 'id' | 'name'>; hosts: AdminHost[]; members: AdminHost[] };

function ChooseHosts({ team, hosts, members }: ChooseProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string>();
  const save = useSetTeamHosts();
  const { toast } = useToast();
  const choices = hosts.filter((host) => host.active || members.includes(host));
  const openWith = (next: boolean) => {
    if (next) {
      setChosen(new Set(members.map((host) => host.id)));
      setError(undefined);
    }
    setOpen(next);
  };
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = () =>
    save.mutate(
      { teamId: team.id, hostIds: choices.filter((host) => chosen.has(host.id)).map((host) => host.id) },
      {
        onSuccess: () => {
          toast({ title: 'Hosts saved', description: team.name });
          setOpen(false);
        },
        onError: (e) => {
          const { fields, message } = readApiError(e);
          setError(fields.hostIds ?? message ?? e.message);
        },
      },
    );
  return (
    <Dialog.Root open={open} onOpenChange={openWith}>
      <Dialog.Trigger>
        <Button size="1" variant="soft">
          Choose hosts<span className="visually-hidden"> for {team.name}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{`${team.name}: hosts`}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          They run the parties booked to this team. A host may be in several teams.
        </Dialog.Description>
        {choices.length ? (
          <Flex direction="column" gap="2" role="group" aria-label={`${team.name} hosts`}>
            {choices.map((host) => (
              <Text as="label" size="2" key={host.id}>
                <Flex gap="2" align="center">
                  <Checkbox checked={chosen.has(host.id)} onCheckedChange={(on) => toggle(host.id, on === true)} />
                  {nameOf(host)}
                </Flex>
              </Text>
            ))}
          </Flex>
        ) : (
          <Text as="p" size="2" color="gray">
            No active hosts: invite one in Hosts first.
          </Text>
        )}
        <FieldError id={`team-${team.id}-hosts-error`} text={error} />
        <DialogFormFooter action="Save hosts" loading={save.isPending} onAction={submit} mt="4" />
      </Dialog.Content>
    </Dialog.Root>
  );
}
