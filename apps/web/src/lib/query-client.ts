import { QueryClient } from '@tanstack/react-query';

/** docs/product/api.md#the-api read defaults: fresh for 60 s, no retries, never refetched behind the user's back. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

/** GET /api/site's query (site-info.query.ts): every page reads it, the admin's settings save refreshes it. */
export const SITE_QUERY_KEY = ['site'] as const;
