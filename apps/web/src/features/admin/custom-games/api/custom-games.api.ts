import type { AdminCustomGame, CustomGameReviewStatus } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

const CUSTOM_GAMES = ['admin', 'custom-games'] as const;

/** GET /api/admin/custom-games: awaiting ones first. */
export const useCustomGameSubmissions = () =>
  useQuery({ queryKey: CUSTOM_GAMES, queryFn: () => api.get<AdminCustomGame[]>('/api/admin/custom-games') });

/** PATCH /api/admin/custom-games/{id}: approve or reject; the public games list follows on the server. */
export function useReviewCustomGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: CustomGameReviewStatus }) =>
      (await apiRequest('PATCH', `/api/admin/custom-games/${id}`, { status })).json() as Promise<AdminCustomGame>,
    // The public games list changed too: a cached copy of it is refetched on its next use.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CUSTOM_GAMES });
      await queryClient.invalidateQueries({ queryKey: ['games'] });
    },
  });
}
