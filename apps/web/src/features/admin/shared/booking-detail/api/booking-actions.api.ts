import type {
  AdminBookingActivity,
  CancelBookingRequest,
  CancellationResult,
  DocumentLink,
  RefundRequestView,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { adminKeys } from '@/features/admin/shared/api/keys';

const path = (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}`;

/** GET /api/admin/bookings/{id}/activity: payments with refunds, and the history. */
export const useBookingActivity = (id: string) =>
  useQuery({
    queryKey: adminKeys.bookingActivity(id),
    queryFn: () => api.get<AdminBookingActivity>(`${path(id)}/activity`),
  });

/** GET /api/admin/bookings/{id}/documents: the receipts and confirmations built so far. */
export const useBookingDocuments = (id: string) =>
  useQuery({
    queryKey: adminKeys.bookingDocuments(id),
    queryFn: () => api.get<DocumentLink[]>(`${path(id)}/documents`),
  });

/** After a change: the booking, its activity and documents, the table and the statistics are read again. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

/** POST /api/admin/bookings/{id}/confirm. */
export function useConfirmBooking(id: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: () => api.post<void>(`${path(id)}/confirm`), onSuccess: refresh });
}

/**
 * POST /api/admin/bookings/{id}/cancel: a reason, and a refund in dollars or none; the booking is cancelled, then PayPal
 * asked (`refundFailed` when it has not made the refund). It moves money, so it carries an Idempotency-Key per intent:
 * a retry after a lost answer gets the first answer, never a second refund.
 */
export function useCancelBooking(id: string) {
  const refresh = useRefreshAfterChange();
  return useIntentMutation(
    (body: CancelBookingRequest, key: string) => api.post<CancellationResult>(`${path(id)}/cancel`, body, key),
    { onSuccess: () => void refresh() },
  );
}

/**
 * POST /api/admin/bookings/{id}/refunds/{requestId}/retry: a refund PayPal has not made, sent again (a refused one as a
 * new request); the refund as PayPal left it.
 */
export function useResendRefund(id: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (requestId: string) =>
      api.post<RefundRequestView>(`${path(id)}/refunds/${encodeURIComponent(requestId)}/retry`),
    onSuccess: refresh,
  });
}
