import { Button, Checkbox, Flex, Text } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import { useState } from 'react';
import type { AdminHost } from '@app/contracts';
import { FieldError } from '@/components/ui/form-field.ui';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { useHosts } from '@/features/admin/shared/api/hosts-list.api';
import { useSetTeamHosts, useTeams } from '@/features/admin/shared/api/team-hosts.api';

/**
 * The host's teams chosen from the host's own card (docs/product/hosts.md#teams-and-hosts), as Calendar → Teams chooses
 * a team's hosts: each team whose membership changes gets its members saved, the others and this host kept as they
 * are. Only an active host joins a team.
 */
export function HostTeamsDialog({ host }: { host: AdminHost }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const teams = useTeams();
  const hosts = useHosts();
  const save = useSetTeamHosts();
  const { toast } = useToast();
  const current = new Set(host.teams.map((team) => team.id));
  // The active teams, and any team the host is on that was deactivated since (so they can leave it).
  const choices = (teams.data ?? []).filter((team) => team.active || current.has(team.id));

  const openWith = (next: boolean) => {
    if (next) {
      setChosen(new Set(current));
      setError(undefined);
    }
    setOpen(next);
  };
  const toggle = (id: number, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = async () => {
    setSaving(true);
    setError(undefined);
    try {
      for (const team of choices.filter((t) => chosen.has(t.id) !== current.has(t.id))) {
        // A team's members are saved as a whole list: the others as the hosts' list has them, this host in or out.
        const others = (hosts.data ?? [])
          .filter((h) => h.id !== host.id && h.active && h.teams.some((t) => t.id === team.id))
          .map((h) => h.id);
        await save.mutateAsync({ teamId: team.id, hostIds: chosen.has(team.id) ? [...others, host.id] : others });
      }
      toast({ title: 'Teams saved', description: host.name });
      setOpen(false);
    } catch (e) {
      const { fields, message } = readApiError(e as Error);
      setError(fields.hostIds ?? message ?? (e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={openWith}>
      <Dialog.Trigger>
        <Button size="1" variant="soft" disabled={!host.active} aria-label={`Choose ${host.name}’s teams`}>
          Teams
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{`${host.name}: teams`}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          They run the parties booked to these teams. A team may have several hosts.
        </Dialog.Description>
        {teams.isPending ? (
          <Text as="p" size="2" color="gray">
            Loading the teams…
          </Text>
        ) : teams.isError ? (
          <Text as="p" size="2" color="red">
            The teams could not be loaded.
          </Text>
        ) : choices.length ? (
          <Flex direction="column" gap="2" role="group" aria-label={`${host.name}’s teams`}>
            {choices.map((team) => (
              <Text as="label" size="2" key={team.id}>
                <Flex gap="2" align="center">
                  <Checkbox checked={chosen.has(team.id)} onCheckedChange={(on) => toggle(team.id, on === true)} />
                  {team.name}
                </Flex>
              </Text>
            ))}
          </Flex>
        ) : (
          <Text as="p" size="2" color="gray">
            No teams yet: add one in Calendar → Teams first.
          </Text>
        )}
        <FieldError id={`host-${host.id}-teams-error`} text={error} />
        <DialogFormFooter action="Save teams" loading={saving} onAction={() => void submit()} mt="4" />
      </Dialog.Content>
    </Dialog.Root>
  );
}
