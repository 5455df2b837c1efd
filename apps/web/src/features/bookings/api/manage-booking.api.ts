import type {
  CancelOwnBookingRequest,
  CancelOwnBookingResult,
  ManagedBooking,
  RescheduleBookingRequest,
} from '@app/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { bookingKeys } from './keys';

/**
 * A booking's own page. `token` is the signed link's (`/bookings/:id?token=`): a page opened with it sends it on each
 * of its calls; without it the session or the browser's owner cookie decides.
 */
export const bookingPath = (id: string, token?: string | null, tail = '') =>
  withQuery(`/api/bookings/${encodeURIComponent(id)}${tail}`, { token });

const managedBookingQueryOptions = (id: string, token?: string | null) =>
  queryOptions({
    queryKey: bookingKeys.managed(id, token ?? null),
    queryFn: () => api.get<ManagedBooking>(bookingPath(id, token)),
    // A 404 (missing, not the caller's, a bad link) is the answer: asking again changes nothing.
    retry: false,
  });

export const useManagedBooking = (id: string, token?: string | null) => useQuery(managedBookingQueryOptions(id, token));

/** After a change the page, and every list that shows the booking (/profile), read it again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}

/** POST /api/bookings/:id/reschedule (409 SLOT_TAKEN with free times nearby, 409 CHANGE_TOO_LATE). */
export function useRescheduleBooking(id: string, token?: string | null) {
  const refresh = useRefresh();
  return useIntentMutation(
    (body: RescheduleBookingRequest, key: string) =>
      api.post<ManagedBooking>(bookingPath(id, token, '/reschedule'), body, key),
    { onSuccess: refresh },
  );
}

/** POST /api/bookings/:id/cancel: the refund it started (on time) or the request it sent (late). */
export function useCancelOwnBooking(id: string, token?: string | null) {
  const refresh = useRefresh();
  return useIntentMutation(
    (body: CancelOwnBookingRequest, key: string) =>
      api.post<CancelOwnBookingResult>(bookingPath(id, token, '/cancel'), body, key),
    { onSuccess: refresh },
  );
}
