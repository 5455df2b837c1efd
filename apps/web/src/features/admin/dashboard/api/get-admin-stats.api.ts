import type { AdminStats, DayRange } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statsKeys } from './keys';

/**
 * GET /api/admin/stats?from=&to=: the four cards (docs/product/pages.md#routes) and the period's figures, computed by
 * the server.
 */
export const adminStatsQueryOptions = ({ from, to }: DayRange) =>
  queryOptions({
    queryKey: statsKeys.period({ from, to }),
    queryFn: () => api.get<AdminStats>(`/api/admin/stats?${new URLSearchParams({ from, to })}`),
  });

/** The previous period's figures stay on screen while another period loads (the cards say which period they show). */
export const useAdminStats = (range: DayRange) =>
  useQuery({ ...adminStatsQueryOptions(range), placeholderData: keepPreviousData });
