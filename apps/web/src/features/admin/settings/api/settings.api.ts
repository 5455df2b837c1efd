import type { AdminSettings, BusinessSettings } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { SITE_QUERY_KEY } from '@/lib/query-client';

const SETTINGS = ['admin', 'settings'] as const;

/** GET /api/admin/settings: the settings and which still hold a placeholder. */
const settingsQueryOptions = () =>
  queryOptions({ queryKey: SETTINGS, queryFn: () => api.get<AdminSettings>('/api/admin/settings') });

export const useAdminSettings = () => useQuery(settingsQueryOptions());

/** PUT /api/admin/settings; the site's facts (GET /api/site) are read again, so every page shows the saved ones. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BusinessSettings) =>
      (await apiRequest('PUT', '/api/admin/settings', body)).json() as Promise<AdminSettings>,
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS, saved);
      void queryClient.invalidateQueries({ queryKey: SITE_QUERY_KEY });
    },
  });
}
