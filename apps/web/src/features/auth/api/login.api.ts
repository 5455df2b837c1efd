import type { LoginRequest, User } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from './user-scoped-queries';

export const login = (body: LoginRequest) => api.post<User>('/api/login', body);

/** SPEC §4: success sets the current user (the caller then goes to /). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: (user) => setCurrentUser(queryClient, user) });
}
