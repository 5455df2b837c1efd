import type { Payment, RecordPaymentRequest, ReversePaymentRequest } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { adminKeys } from '@/features/admin/shared/api/keys';

/** After a payment is recorded or reversed: the booking, its activity, the table and the statistics read again. */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

/**
 * POST /api/admin/bookings/{id}/payments: cash or a bank transfer the business took. It records money, so it carries an
 * Idempotency-Key per intent: a double click or a retry after a lost answer records it once.
 */
export function useRecordPayment(bookingId: string) {
  const refresh = useRefreshAdmin();
  return useIntentMutation(
    (body: RecordPaymentRequest, key: string) =>
      api.post<Payment>(`/api/admin/bookings/${encodeURIComponent(bookingId)}/payments`, body, key),
    { onSuccess: refresh },
  );
}

/** POST /api/admin/payments/{id}/reverse: a cash or bank-transfer payment undone, with the admin's reason. */
export function useReversePayment(paymentId: string) {
  const refresh = useRefreshAdmin();
  return useIntentMutation(
    (body: ReversePaymentRequest, key: string) =>
      api.post<Payment>(`/api/admin/payments/${encodeURIComponent(paymentId)}/reverse`, body, key),
    { onSuccess: refresh },
  );
}
