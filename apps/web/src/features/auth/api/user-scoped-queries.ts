import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@app/contracts';
import { sessionAnswered } from '@/lib/host-reads';
import { authKeys } from './keys';

/**
 * Makes `user` the cached current user and drops every cached answer that belonged to the previous one, the host
 * phone's kept reads too. A host's sign-in does not say when the session ends: the session is read again for it.
 */
export function setCurrentUser(queryClient: QueryClient, user: User | null): void {
  for (const queryKey of authKeys.userScoped()) queryClient.removeQueries({ queryKey });
  queryClient.setQueryData(authKeys.currentUser(), user);
  void sessionAnswered(user, null);
  if (user?.role === 'host') void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
}
