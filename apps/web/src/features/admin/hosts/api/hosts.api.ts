import type { AdminHost, InviteHostRequest, UpdateHostRequest } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';

const HOSTS = ['admin', 'hosts'] as const;

/** docs/product/hosts.md#hosts GET /api/admin/hosts: every host with their teams. */
export const useHosts = () => useQuery({ queryKey: HOSTS, queryFn: () => api.get<AdminHost[]>('/api/admin/hosts') });

/** A host's change shows in the Hosts list and in each team's members (the teams panel reads this list too). */
const useRefreshHosts = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: HOSTS });
};

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

/** PUT /api/admin/teams/{id}/hosts: the team's members, the whole list at once (docs/product/hosts.md#teams-and-hosts). */
export function useSetTeamHosts() {
  const refresh = useRefreshHosts();
  return useMutation({
    mutationFn: async ({ teamId, hostIds }: { teamId: number; hostIds: string[] }) =>
      (await apiRequest('PUT', `/api/admin/teams/${teamId}/hosts`, { hostIds })).json() as Promise<AdminHost[]>,
    onSuccess: () => void refresh(),
  });
}
