import type { SessionState, User } from '@app/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { answerLost, apiRequest } from '@/lib/api-client';
import { useEffect } from 'react';
import { hostWithoutSignal, phoneHost, sessionAnswered } from '@/lib/host-reads';
import { rememberSignedIn } from '@/lib/signed-in-hint';
import { useHydrated } from '@/lib/use-hydrated.hook';
import { authKeys } from './keys';

/** A weak signal on a host's phone: the kept host after this long, rather than a spinner that never ends. */
const HOST_SESSION_WAIT_MS = 6_000;

/**
 * docs/product/states.md#states-and-transitions: a missing or failed current-user response counts as unauthenticated,
 * so this never throws. It reads /api/session, which answers a signed-out visitor 200 { user: null } rather than GET
 * /api/user's 401, so an anonymous visit leaves no failed request in the console. The answer is always the server's,
 * never a kept one: it tells the host's phone whose reads it may keep (lib/host-reads.ts). Without an answer (no
 * signal, the server failing) the phone's host is let in to what the phone kept for them until their session's end
 * (docs/product/party-day.md#offline); anyone else reads as "no user".
 */
async function getCurrentUser(): Promise<User | null> {
  try {
    const signal = phoneHost() ? AbortSignal.timeout(HOST_SESSION_WAIT_MS) : undefined;
    const session = (await (
      await apiRequest('GET', '/api/session', undefined, undefined, signal)
    ).json()) as SessionState;
    await sessionAnswered(session.user, session.expiresAt);
    return session.user;
  } catch (error) {
    return answerLost(error) ? hostWithoutSignal() : null;
  }
}

const currentUserQueryOptions = () =>
  queryOptions({ queryKey: authKeys.currentUser(), queryFn: getCurrentUser, retry: false });

/** The session asked for before the app's first render (src/main.tsx): the frame and any guard read it first. */
export const prefetchCurrentUser = (queryClient: QueryClient): Promise<void> =>
  queryClient.prefetchQuery(currentUserQueryOptions());

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'unauthenticated'; user: null };

/**
 * The auth state of docs/product/states.md#states-and-transitions: loading, authenticated or unauthenticated. Loading
 * while React adopts a document's markup, as the server drew it (a kept document knows no visitor).
 */
export function useAuth(): AuthState {
  const { data, isPending } = useQuery(currentUserQueryOptions());
  const hydrated = useHydrated();
  // The islands loader's hint (src/islands.ts): whatever signed in or out, this is where the browser learns it.
  useEffect(() => {
    if (!isPending) rememberSignedIn(!!data);
  }, [isPending, data]);
  if (isPending || !hydrated) return { status: 'loading', user: null };
  return data ? { status: 'authenticated', user: data } : { status: 'unauthenticated', user: null };
}
