import type { HostParty } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onPhoneHostChange, phoneHost } from '@/lib/host-reads';
import { sharedKeyRoots } from '@/lib/shared-query-keys';
import { hostKeys } from '../api/keys';
import { hostOutbox } from './host-outbox';

/** A server that answered 5xx gets another try this often while the screen is open and nothing else starts a round. */
const RETRY_MS = 30_000;

/**
 * Sends what the outbox keeps when a /host screen opens, when the browser is back online and now and then after a
 * failed round: no Background Sync, which Safari lacks (docs/product/party-day.md#offline). Each answer becomes the
 * party's read; a refusal reads the party again from the server. Signed out under the screen (a 401), the parties
 * the page holds go too, as the phone's kept reads did (lib/host-reads.ts).
 */
export function useOutboxReplay(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopAnswers = hostOutbox.onAnswer((partyId, party) =>
      queryClient.setQueryData<HostParty>(hostKeys.party(partyId), party),
    );
    const stopRefusals = hostOutbox.onRefusal(
      (partyId) => void queryClient.invalidateQueries({ queryKey: hostKeys.party(partyId) }),
    );
    const stopHost = onPhoneHostChange(() => {
      if (!phoneHost()) void queryClient.resetQueries({ queryKey: sharedKeyRoots.host });
    });
    const replay = () => void hostOutbox.send();
    replay();
    window.addEventListener('online', replay);
    const timer = setInterval(replay, RETRY_MS);
    return () => {
      stopAnswers();
      stopRefusals();
      stopHost();
      window.removeEventListener('online', replay);
      clearInterval(timer);
    };
  }, [queryClient]);
}
