import type { AdminSettings, BusinessSettings } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/shared/api/keys';
import { apiRequest } from '@/lib/api-client';
import { SITE_QUERY_KEY } from '@/lib/query-client';

/** PUT /api/admin/settings; the site's facts (GET /api/site) are read again, so every page shows the saved ones. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BusinessSettings) =>
      (await apiRequest('PUT', '/api/admin/settings', body)).json() as Promise<AdminSettings>,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings(), saved);
      void queryClient.invalidateQueries({ queryKey: SITE_QUERY_KEY });
    },
  });
}
