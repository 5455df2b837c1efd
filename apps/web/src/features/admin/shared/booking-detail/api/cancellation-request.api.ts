import type { ApproveCancellationRequest, ManagedBooking } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { adminKeys } from '@/features/admin/shared/api/keys';

const requestPath = (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}/cancellation-request`;

/**
 * The booking as its own page shows it (GET /api/bookings/:id, open to admins): its parent's cancellation request and
 * the policy's refund now. Under the admin's key, so a change refreshes it with the rest of the detail.
 */
export const useBookingPageView = (id: string) =>
  useQuery({
    queryKey: adminKeys.bookingPage(id),
    queryFn: () => api.get<ManagedBooking>(`/api/bookings/${encodeURIComponent(id)}`),
  });

/** Approve (with the refund the admin chose) or decline a late cancellation request; both e-mail the parent. */
export function useDecideCancellation(id: string) {
  const queryClient = useQueryClient();
  return useIntentMutation(
    (body: { decision: 'approve'; refund: ApproveCancellationRequest } | { decision: 'decline' }, key: string) =>
      api.post<void>(`${requestPath(id)}/${body.decision}`, body.decision === 'approve' ? body.refund : undefined, key),
    { onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }) },
  );
}
