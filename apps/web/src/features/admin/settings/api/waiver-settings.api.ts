import type { AdminWaiverSettings, SaveWaiverSettingsRequest } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/shared/api/keys';
import { api, apiRequest } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';

/** GET /api/admin/waivers: the waiver's switches, its text now and its versions (docs/product/waivers.md). */
export const useWaiverSettings = () =>
  useQuery({ queryKey: adminKeys.waivers(), queryFn: () => api.get<AdminWaiverSettings>('/api/admin/waivers') });

/** PUT /api/admin/waivers: a changed text becomes a new version; the answer is the settings as they now stand. */
export function useSaveWaiverSettings() {
  const queryClient = useQueryClient();
  return useIntentMutation(
    async (body: SaveWaiverSettingsRequest, key: string) =>
      (await apiRequest('PUT', '/api/admin/waivers', body, key)).json() as Promise<AdminWaiverSettings>,
    { onSuccess: (saved) => queryClient.setQueryData(adminKeys.waivers(), saved) },
  );
}
