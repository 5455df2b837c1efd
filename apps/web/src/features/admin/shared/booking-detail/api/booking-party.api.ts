import type { AdminResultCorrection, HostParty } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { adminKeys } from '@/features/admin/shared/api/keys';

const path = (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}`;

/**
 * GET /api/admin/bookings/{id}/party: the party day as its host reads it (docs/product/party-day.md#the-admins-view).
 * Asked only of a booking whose party can have started: a pending or cancelled one has no check-ins to show.
 */
export const useBookingParty = (id: string, enabled: boolean) =>
  useQuery({ queryKey: adminKeys.bookingParty(id), queryFn: () => api.get<HostParty>(`${path(id)}/party`), enabled });

/**
 * PUT /api/admin/bookings/{id}/results/{gameId}: the office corrects a game's result, final or not. Its Idempotency-Key
 * belongs to the intent, as the other admin writes' do; the answer is the party as it now stands, and the booking's
 * history (which records the correction) is read again.
 */
export function useCorrectResult(id: string, gameId: string) {
  const queryClient = useQueryClient();
  return useIntentMutation(
    async (body: AdminResultCorrection, key: string) =>
      (
        await apiRequest('PUT', `${path(id)}/results/${encodeURIComponent(gameId)}`, body, key)
      ).json() as Promise<HostParty>,
    {
      onSuccess: (party) => {
        queryClient.setQueryData(adminKeys.bookingParty(id), party);
        void queryClient.invalidateQueries({ queryKey: adminKeys.booking(id) });
      },
    },
  );
}
