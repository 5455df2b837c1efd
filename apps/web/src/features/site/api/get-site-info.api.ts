import type { SiteInfo } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getSiteInfo = () => api.get<SiteInfo>('/api/site');

// Business facts change only with a deploy: keep them for the whole visit.
export const siteInfoQueryOptions = () =>
  queryOptions({ queryKey: ['site'], queryFn: getSiteInfo, staleTime: Infinity });

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());
