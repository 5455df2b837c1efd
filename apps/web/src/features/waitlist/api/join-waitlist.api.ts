import type { JoinWaitlistRequest, WaitlistJoined } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';

const joinWaitlist = (body: JoinWaitlistRequest, idempotencyKey: string) =>
  api.post<WaitlistJoined>('/api/waitlist', body, idempotencyKey);

/** POST /api/waitlist (docs/product/waitlist.md#joining): one join per intent, a double click sends once. */
export const useJoinWaitlist = () => useIntentMutation(joinWaitlist);
