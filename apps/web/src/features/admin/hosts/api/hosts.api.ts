import type { AdminHost, InviteHostRequest, UpdateHostRequest } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshHosts } from '@/features/admin/shared/api/hosts-list.api';
import { api, apiRequest } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';

/** POST /api/admin/hosts, with the intent's Idempotency-Key (docs/product/api.md#the-api): one invitation per click. */
export function useInviteHost() {
  const refresh = useRefreshHosts();
  return useIntentMutation(
    (body: InviteHostRequest, key: string) => api.post<AdminHost>('/api/admin/hosts', body, key),
    { onSuccess: () => void refresh() },
  );
}

/** PATCH /api/admin/hosts/{id}: a new name, or deactivate / reactivate (docs/product/hosts.md#deactivating). */
export function useUpdateHost() {
  const refresh = useRefreshHosts();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateHostRequest }) =>
      (await apiRequest('PATCH', `/api/admin/hosts/${id}`, body)).json() as Promise<AdminHost>,
    onSuccess: () => void refresh(),
  });
}

/** POST /api/admin/hosts/{id}/invitation: a new link; the ones not used yet stop working. */
export function useReinviteHost() {
  const refresh = useRefreshHosts();
  return useMutation({
    mutationFn: (id: string) => api.post<AdminHost>(`/api/admin/hosts/${id}/invitation`),
    onSuccess: () => void refresh(),
  });
}
