import type { RegisterRequest, User } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from './user-scoped-queries';

/** The API signs the new account in, so registering ends like a login. */
export const register = (body: RegisterRequest) => api.post<User>('/api/register', body);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: (user) => setCurrentUser(queryClient, user) });
}
