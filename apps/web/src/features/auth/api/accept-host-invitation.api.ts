import type { AcceptedHostInvitation, AcceptHostInvitationRequest } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';

const accept = (body: AcceptHostInvitationRequest, idempotencyKey: string) =>
  api.post<AcceptedHostInvitation>('/api/host-invitations/accept', body, idempotencyKey);

/** docs/product/hosts.md#the-invitation: sets the invited host's password; they then sign in on /auth. */
export function useAcceptHostInvitation() {
  return useIntentMutation(accept);
}
