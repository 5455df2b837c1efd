import type { SessionState, User } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useEffect } from 'react';
import { rememberSignedIn } from '@/lib/signed-in-hint';
import { useHydrated } from '@/lib/use-hydrated.hook';
import { authKeys } from './keys';

/**
 * docs/product/states.md#states-and-transitions: a missing or failed current-user response counts as unauthenticated,
 * so this never throws. It reads /api/session, which answers a signed-out visitor 200 { user: null } rather than GET
 * /api/user's 401, so an anonymous visit leaves no failed request in the console; any failure still reads as "no user".
 */
async function getCurrentUser(): Promise<User | null> {
  try {
    return (await api.get<SessionState>('/api/session')).user;
  } catch {
    return null;
  }
}

const currentUserQueryOptions = () =>
  queryOptions({ queryKey: authKeys.currentUser(), queryFn: getCurrentUser, retry: false });

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
