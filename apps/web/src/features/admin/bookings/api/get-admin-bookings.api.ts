import type { AdminBooking, AdminBookingsQuery } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '@/lib/api-client';
import { adminBookingKeys } from './keys';

export interface AdminBookingsPage {
  bookings: AdminBooking[];
  /** X-Total-Count: how many bookings match the filters in all pages. */
  total: number;
}

/**
 * One page of GET /api/admin/bookings: the body is the list's rows (docs/product/api.md#the-api), the count travels in
 * X-Total-Count.
 */
async function getAdminBookings(query: AdminBookingsQuery, signal?: AbortSignal): Promise<AdminBookingsPage> {
  const response = await apiRequest(
    'GET',
    withQuery('/api/admin/bookings', { ...query }),
    undefined,
    undefined,
    signal,
  );
  const bookings = (await response.json()) as AdminBooking[];
  return { bookings, total: Number(response.headers.get('X-Total-Count') ?? bookings.length) };
}

// The previous page stays on screen while the next loads, so paging never blanks the table. Every filter is in the
// key, and a request whose filters were changed again before it answered is aborted (react-query's signal): the
// table always shows the latest choice.
export const adminBookingsQueryOptions = (query: AdminBookingsQuery) =>
  queryOptions({
    queryKey: adminBookingKeys.page(query),
    queryFn: ({ signal }) => getAdminBookings(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminBookings = (query: AdminBookingsQuery) => useQuery(adminBookingsQueryOptions(query));
