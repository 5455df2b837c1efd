import type { RegisterRequest, User } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { setCurrentUser } from './user-scoped-queries';

/** The API signs the new account in, so registering ends like a login. */
const register = (body: RegisterRequest, idempotencyKey: string) =>
  api.post<User>('/api/register', body, idempotencyKey);

export function useRegister() {
  const queryClient = useQueryClient();
  return useIntentMutation(register, { onSuccess: (user) => setCurrentUser(queryClient, user) });
}
