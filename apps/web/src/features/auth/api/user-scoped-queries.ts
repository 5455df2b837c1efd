import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@app/contracts';
import { CURRENT_USER_KEY } from './get-current-user.api';

/** Query keys whose data belongs to whoever is signed in; they must not outlive a sign-in or sign-out. */
const USER_SCOPED_KEYS = [['bookings'], ['admin'], ['host']] as const;

/** Makes `user` the cached current user and drops every cached answer that belonged to the previous one. */
export function setCurrentUser(queryClient: QueryClient, user: User | null): void {
  for (const queryKey of USER_SCOPED_KEYS) queryClient.removeQueries({ queryKey });
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}
