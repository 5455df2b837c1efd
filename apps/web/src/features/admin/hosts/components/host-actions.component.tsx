import { Button, Flex } from '@radix-ui/themes';
import type { AdminHost } from '@app/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { useReinviteHost, useUpdateHost } from '@/features/admin/hosts/api/hosts.api';
import { HostTeamsDialog } from './host-teams-dialog.component';

const messageOf = (error: Error) => readApiError(error).message ?? error.message;

/**
 * What the admin does to one host: rename, choose their teams, deactivate or reactivate (asked first: deactivating ends their sessions at
 * once, docs/product/hosts.md#deactivating) and send a new link (docs/product/hosts.md#the-invitation), which a
 * deactivated host cannot get until reactivated.
 */
export function HostActions({ host, onRename }: { host: AdminHost; onRename: () => void }) {
  const update = useUpdateHost();
  const reinvite = useReinviteHost();
  const { toast } = useToast();
  const setActive = (active: boolean) =>
    update.mutate(
      { id: host.id, body: { active } },
      {
        onSuccess: () => toast({ title: active ? 'Host reactivated' : 'Host deactivated', description: host.name }),
        onError: (error) => toast({ title: 'Host not changed', description: messageOf(error), variant: 'destructive' }),
      },
    );
  return (
    <Flex gap="2" wrap="wrap">
      <Button size="1" variant="soft" onClick={onRename} aria-label={`Rename ${host.name}`}>
        Rename
      </Button>
      <HostTeamsDialog host={host} />
      {host.active ? (
        <ConfirmDialog
          trigger={
            <Button size="1" variant="soft" color="red" aria-label={`Deactivate ${host.name}`}>
              Deactivate
            </Button>
          }
          title={`Deactivate ${host.name}?`}
          description="They are signed out at once and cannot sign in until you reactivate them. They can no longer join a team."
          action="Deactivate"
          color="red"
          onConfirm={() => setActive(false)}
        />
      ) : (
        <ConfirmDialog
          trigger={
            <Button size="1" variant="soft" aria-label={`Reactivate ${host.name}`}>
              Reactivate
            </Button>
          }
          title={`Reactivate ${host.name}?`}
          description="They can sign in again with the password they set."
          action="Reactivate"
          onConfirm={() => setActive(true)}
        />
      )}
      <Button
        size="1"
        variant="soft"
        disabled={!host.active}
        loading={reinvite.isPending}
        aria-label={`Send ${host.name} a new link`}
        onClick={() =>
          reinvite.mutate(host.id, {
            onSuccess: () => toast({ title: 'New link sent', description: host.email }),
            onError: (error) =>
              toast({ title: 'Link not sent', description: messageOf(error), variant: 'destructive' }),
          })
        }
      >
        Send a new link
      </Button>
    </Flex>
  );
}
