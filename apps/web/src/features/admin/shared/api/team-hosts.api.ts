import type { AdminHost, AdminTeam } from '@app/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRefreshHosts } from '@/features/admin/shared/api/hosts-list.api';
import { api, apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/teams: the business's teams, with their hours and time off. */
export const useTeams = () =>
  useQuery({ queryKey: adminKeys.teams(), queryFn: () => api.get<AdminTeam[]>('/api/admin/teams') });

/** PUT /api/admin/teams/{id}/hosts: the team's members, the whole list at once (docs/product/hosts.md#teams-and-hosts). */
export function useSetTeamHosts() {
  const refresh = useRefreshHosts();
  return useMutation({
    mutationFn: async ({ teamId, hostIds }: { teamId: number; hostIds: string[] }) =>
      (await apiRequest('PUT', `/api/admin/teams/${teamId}/hosts`, { hostIds })).json() as Promise<AdminHost[]>,
    onSuccess: () => void refresh(),
  });
}
