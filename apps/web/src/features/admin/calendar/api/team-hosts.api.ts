import type { AdminHost } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshHosts } from '@/features/admin/shared/api/hosts-list.api';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/admin/teams/{id}/hosts: the team's members, the whole list at once (docs/product/hosts.md#teams-and-hosts). */
export function useSetTeamHosts() {
  const refresh = useRefreshHosts();
  return useMutation({
    mutationFn: async ({ teamId, hostIds }: { teamId: number; hostIds: string[] }) =>
      (await apiRequest('PUT', `/api/admin/teams/${teamId}/hosts`, { hostIds })).json() as Promise<AdminHost[]>,
    onSuccess: () => void refresh(),
  });
}
