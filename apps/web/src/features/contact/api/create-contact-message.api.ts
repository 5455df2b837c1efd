import type { ContactMessageRequest } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';

const createContactMessage = (body: ContactMessageRequest, idempotencyKey: string) =>
  api.post<{ id: string; createdAt: string }>('/api/contact-messages', body, idempotencyKey);

/** One message per intent: a retry of the same message is stored once. */
export const useCreateContactMessage = () => useIntentMutation(createContactMessage);
