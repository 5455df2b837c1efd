import type { AdminStats } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/stats: SPEC §2's four cards, computed by the server. */
export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'stats'], queryFn: () => api.get<AdminStats>('/api/admin/stats') });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
