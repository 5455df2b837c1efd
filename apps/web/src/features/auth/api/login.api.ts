import type { LoginRequest, User } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { setCurrentUser } from './user-scoped-queries';

const login = (body: LoginRequest, idempotencyKey: string) => api.post<User>('/api/login', body, idempotencyKey);

/** docs/product/states.md#states-and-transitions: success sets the current user (the caller then goes to /). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useIntentMutation(login, { onSuccess: (user) => setCurrentUser(queryClient, user) });
}
