import { useQueryClient } from '@tanstack/react-query';
import type { AcceptedHostInvitation, AcceptHostInvitationRequest } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { setCurrentUser } from './user-scoped-queries';

const accept = (body: AcceptHostInvitationRequest, idempotencyKey: string) =>
  api.post<AcceptedHostInvitation>('/api/host-invitations/accept', body, idempotencyKey);

/** docs/product/hosts.md#the-invitation: sets the invited host's password, which signs them in. */
export function useAcceptHostInvitation() {
  const queryClient = useQueryClient();
  return useIntentMutation(accept, { onSuccess: ({ user }) => setCurrentUser(queryClient, user) });
}
