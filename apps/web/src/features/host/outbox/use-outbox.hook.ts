import { useMemo, useSyncExternalStore } from 'react';
import { hostOutbox, type OutboxState } from './host-outbox';
import type { ResultAction } from './host-actions';
import type { KeptAction } from './outbox-db';

/** What the phone's outbox holds now (docs/product/party-day.md#offline). */
export const useOutbox = (): OutboxState =>
  useSyncExternalStore(hostOutbox.subscribe, hostOutbox.getState, hostOutbox.getState);

/** One party's actions still waiting to be sent, in order: the party shown is its read with these done. */
export function useWaitingActions(partyId: string): KeptAction[] {
  const { actions } = useOutbox();
  return useMemo(() => actions.filter((kept) => kept.partyId === partyId && kept.refused === null), [actions, partyId]);
}

/**
 * This phone's latest result for a game that the server refused, kept in the outbox until dismissed: when another
 * phone scores the game, "Take over" sends it again (docs/product/party-day.md#the-hosts-screens).
 */
export function useRefusedResult(partyId: string, gameId: string): { seq: number; action: ResultAction } | undefined {
  const { actions } = useOutbox();
  return useMemo(() => {
    const refused = actions.filter(
      (kept): kept is KeptAction & { action: ResultAction } =>
        kept.partyId === partyId &&
        kept.refused !== null &&
        kept.action.kind === 'result' &&
        kept.action.gameId === gameId,
    );
    return refused.at(-1);
  }, [actions, partyId, gameId]);
}
