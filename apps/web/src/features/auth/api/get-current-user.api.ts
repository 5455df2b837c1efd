import type { User } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const CURRENT_USER_KEY = ['current-user'] as const;

/**
 * SPEC §4: a missing or failed current-user response counts as unauthenticated, so this never throws: 401 (the
 * normal signed-out answer) and any other failure both read as "no user".
 */
export async function getCurrentUser(): Promise<User | null> {
  try {
    return await api.get<User>('/api/user');
  } catch {
    return null;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: CURRENT_USER_KEY, queryFn: getCurrentUser, retry: false });

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'unauthenticated'; user: null };

/** The auth state of SPEC §4: loading, authenticated or unauthenticated. */
export function useAuth(): AuthState {
  const { data, isPending } = useQuery(currentUserQueryOptions());
  if (isPending) return { status: 'loading', user: null };
  return data ? { status: 'authenticated', user: data } : { status: 'unauthenticated', user: null };
}
