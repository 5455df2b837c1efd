import type { AdminHost } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/shared/api/keys';
import { api } from '@/lib/api-client';

/** docs/product/hosts.md#hosts GET /api/admin/hosts: every host with their teams (Hosts lists them, each team its own). */
export const useHosts = () =>
  useQuery({ queryKey: adminKeys.hosts(), queryFn: () => api.get<AdminHost[]>('/api/admin/hosts') });

/** A host's change shows in the Hosts list and in each team's members (the teams panel reads this list too). */
export const useRefreshHosts = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.hosts() });
};
