import type {
  BookingChangeResult,
  ChangeBookingRequest,
  Game,
  OverpaymentRefundResult,
  RefundOverpaymentRequest,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { adminKeys } from '@/features/admin/shared/api/keys';

const path = (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}`;

/**
 * PATCH /api/admin/bookings/{id}: the party's details as they should be; the answer is the new price. Every admin query
 * is read again: the booking, its activity, the table, the calendar and the figures all show it.
 */
export function useChangeBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeBookingRequest) => api.patch<BookingChangeResult>(path(id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/**
 * GET /api/games, the catalogue the form picks from, under the admin's own key: the public catalogue's entry is the
 * public pages' (their pre-rendered answer seeds it). A custom game's review reads both again.
 */
export const useCatalogueGames = () =>
  useQuery({ queryKey: adminKeys.games(), queryFn: () => api.get<Game[]>('/api/games') });

/**
 * POST /api/admin/bookings/{id}/refund-overpayment: the refund a change offered, paid out while the booking stands.
 * It moves money, so it carries an Idempotency-Key per intent: a retry after a lost answer never refunds twice.
 */
export function useRefundOverpayment(id: string) {
  const queryClient = useQueryClient();
  return useIntentMutation(
    (body: RefundOverpaymentRequest, key: string) =>
      api.post<OverpaymentRefundResult>(`${path(id)}/refund-overpayment`, body, key),
    { onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }) },
  );
}
