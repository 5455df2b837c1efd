import type { SiteInfo } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SITE_QUERY_KEY } from '@/lib/query-client';
import { useHydrated } from '@/lib/use-hydrated.hook';

const getSiteInfo = () => api.get<SiteInfo>('/api/site');

// Business facts change only when an admin saves the settings (which reads them again): keep them for the visit.
const siteInfoQueryOptions = () =>
  queryOptions({ queryKey: SITE_QUERY_KEY, queryFn: getSiteInfo, staleTime: Infinity });

/** /api/site as a page shows it: not yet answered while React adopts pre-rendered markup, as the build drew it. */
export function useSiteInfo(): { data: SiteInfo | undefined; isPending: boolean; isError: boolean } {
  const { data, isPending, isError } = useQuery(siteInfoQueryOptions());
  return useHydrated() ? { data, isPending, isError } : { data: undefined, isPending: true, isError: false };
}
