import { useCallback, useState } from 'react';
import { readApiError } from '@/lib/api-error';
import { ApiError } from '@/lib/api-client';
import { useHostActions } from './outbox/use-host-actions.hook';
import type { HostAction } from './outbox/host-actions';
import { PARTY_WORDS as W } from './party-day-words';

export interface PartyActionError {
  status: number | null;
  code: string | undefined;
  message: string;
}

/**
 * One screen's writes through the host's outbox (`useHostActions`), with what the screen shows meanwhile: busy while
 * it is on its way, and the server's own message when it is refused (a 409 "scored on another phone" among them).
 */
export function usePartyAction(partyId: string) {
  const { send } = useHostActions(partyId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PartyActionError | null>(null);

  const run = useCallback(
    async (action: HostAction): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await send(action);
        return true;
      } catch (failure) {
        const { code, message } = readApiError(failure);
        setError({
          status: failure instanceof ApiError ? failure.status : null,
          code,
          message: message ?? W.failed,
        });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [send],
  );

  return { run, busy, error, clearError: () => setError(null) };
}
