import type { BookingWaiverSignatureRequest, BookingWaiverView, WaiverText } from '@app/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { bookingKeys } from './keys';
import { bookingPath } from './manage-booking.api';

/** GET /api/bookings/:id/waiver: the text to sign for the booking's own child, and the parent's signature once given. */
export const useBookingWaiver = (id: string, token: string | null) =>
  useQuery(
    queryOptions({
      queryKey: bookingKeys.waiver(id, token),
      queryFn: () => api.get<BookingWaiverView>(bookingPath(id, token, '/waiver')),
      retry: false,
    }),
  );

/** POST /api/bookings/:id/waiver: the parent signs; the answer is the waiver as it now stands. */
export function useSignBookingWaiver(id: string, token: string | null) {
  const queryClient = useQueryClient();
  return useIntentMutation(
    (body: BookingWaiverSignatureRequest, key: string) =>
      api.post<BookingWaiverView>(bookingPath(id, token, '/waiver'), body, key),
    { onSuccess: (view) => queryClient.setQueryData(bookingKeys.waiver(id, token), view) },
  );
}

/** A signature refused as stale names the text now: the page shows it to be read and signed (a new form). */
export function useShowCurrentWaiver(id: string, token: string | null) {
  const queryClient = useQueryClient();
  return (current: WaiverText) =>
    queryClient.setQueryData<BookingWaiverView>(
      bookingKeys.waiver(id, token),
      (view) => view && { ...view, waiver: current },
    );
}
