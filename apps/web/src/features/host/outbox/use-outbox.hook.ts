import { useMemo, useSyncExternalStore } from 'react';
import { hostOutbox, type OutboxState } from './host-outbox';
import type { KeptAction } from './outbox-db';

/** What the phone's outbox holds now (docs/product/party-day.md#offline). */
export const useOutbox = (): OutboxState =>
  useSyncExternalStore(hostOutbox.subscribe, hostOutbox.getState, hostOutbox.getState);

/** One party's actions still waiting to be sent, in order: the party shown is its read with these done. */
export function useWaitingActions(partyId: string): KeptAction[] {
  const { actions } = useOutbox();
  return useMemo(() => actions.filter((kept) => kept.partyId === partyId && kept.refused === null), [actions, partyId]);
}
