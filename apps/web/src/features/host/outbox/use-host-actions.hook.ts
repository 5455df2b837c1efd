import { useCallback } from 'react';
import { phoneHost } from '@/lib/host-reads';
import type { HostAction, QueuedHostAction } from './host-actions';
import { hostOutbox } from './host-outbox';

const DEVICE_KEY = 'host-device-id';

/** This phone's own id, made once and kept: the server knows who scores a game by it. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

/**
 * The host's actions on one party (docs/product/party-day.md#offline). `send` keeps the action in the phone's outbox
 * with its id, its host, its time and the phone's id, and resolves once it is kept, with a signal or without; the
 * outbox sends it when it can, and the party shown (useHostParty) has it done meanwhile. A host's screen opens only
 * for the phone's host (the route's guard reads the session, which makes them so), whose action it is.
 */
export function useHostActions(partyId: string) {
  const send = useCallback(
    async (action: HostAction): Promise<void> => {
      const host = phoneHost();
      if (!host) throw new Error('No host is signed in on this phone');
      const queued: QueuedHostAction = {
        id: crypto.randomUUID(),
        hostId: host.id,
        partyId,
        at: new Date().toISOString(),
        deviceId: deviceId(),
        action,
      };
      await hostOutbox.add(queued);
      void hostOutbox.send();
    },
    [partyId],
  );
  return { send };
}
