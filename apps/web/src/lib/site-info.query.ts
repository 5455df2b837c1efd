import type { SiteInfo } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SITE_QUERY_KEY } from '@/lib/query-client';

const getSiteInfo = () => api.get<SiteInfo>('/api/site');

// Business facts change only when an admin saves the settings (which reads them again): keep them for the visit.
const siteInfoQueryOptions = () =>
  queryOptions({ queryKey: SITE_QUERY_KEY, queryFn: getSiteInfo, staleTime: Infinity });

/**
 * /api/site as a page shows it. A public page's document was rendered by the api with the live answer and carries it
 * for hydration (src/render-document.tsx), so the server's markup and React's first render agree.
 */
export function useSiteInfo(): { data: SiteInfo | undefined; isPending: boolean; isError: boolean } {
  const { data, isPending, isError } = useQuery(siteInfoQueryOptions());
  return { data, isPending, isError };
}
