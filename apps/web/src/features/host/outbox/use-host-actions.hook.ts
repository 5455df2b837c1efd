import type { HostParty } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { hostPartyKey } from '../api/host-parties.api';
import { requestOf, type HostAction, type QueuedHostAction } from './host-actions';

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
 * The host's actions on one party (docs/product/party-day.md#offline). `send` keeps the action with its id and time
 * and sends it; the party shown is the server's answer. Online only for now: the outbox (IndexedDB, replay, the
 * banner) replaces what happens between `send` and the answer, not this interface.
 */
export function useHostActions(partyId: string) {
  const queryClient = useQueryClient();
  const send = useCallback(
    async (action: HostAction): Promise<void> => {
      const queued: QueuedHostAction = {
        id: crypto.randomUUID(),
        partyId,
        at: new Date().toISOString(),
        deviceId: deviceId(),
        action,
      };
      const { method, path, body } = requestOf(queued);
      const response = await apiRequest(method, path, body, queued.id);
      queryClient.setQueryData<HostParty>(hostPartyKey(partyId), (await response.json()) as HostParty);
    },
    [partyId, queryClient],
  );
  return { send };
}
