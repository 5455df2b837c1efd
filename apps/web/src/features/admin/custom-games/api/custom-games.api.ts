import type { AdminCustomGame, CustomGameReviewStatus } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/api/keys';
import { sharedKeyRoots } from '@/lib/shared-query-keys';
import { customGameKeys } from './keys';

/** GET /api/admin/custom-games: awaiting ones first. */
export const useCustomGameSubmissions = () =>
  useQuery({
    queryKey: customGameKeys.submissions(),
    queryFn: () => api.get<AdminCustomGame[]>('/api/admin/custom-games'),
  });

/** PATCH /api/admin/custom-games/{id}: approve or reject; the public games list follows on the server. */
export function useReviewCustomGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: CustomGameReviewStatus }) =>
      (await apiRequest('PATCH', `/api/admin/custom-games/${id}`, { status })).json() as Promise<AdminCustomGame>,
    // The games lists changed too: the catalogue's cached copy and the one a booking's edit form offers (each its
    // own entry) are refetched on their next use.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: customGameKeys.submissions() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.games() });
      await queryClient.invalidateQueries({ queryKey: sharedKeyRoots.games });
    },
  });
}
