import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@app/contracts';
import { authKeys } from './keys';

/** Makes `user` the cached current user and drops every cached answer that belonged to the previous one. */
export function setCurrentUser(queryClient: QueryClient, user: User | null): void {
  for (const queryKey of authKeys.userScoped()) queryClient.removeQueries({ queryKey });
  queryClient.setQueryData(authKeys.currentUser(), user);
}
