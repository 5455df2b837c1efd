import { useCallback } from 'react';
import { bookingsTableQuery, type BookingsTableQuery } from '@/features/admin/bookings/api/bookings-table-query';
import { useUrlParams } from '@/lib/use-url-params.hook';

/**
 * The bookings table's state lives in the URL (page, pageSize, sort, status, from, to, q and the open booking), so a
 * refresh or a shared link shows the same view (read by bookingsTableQuery, which the route's prefetch shares).
 */
export function useBookingsTable() {
  const [params, setParams] = useUrlParams();
  const query = bookingsTableQuery(params);

  /** Changes some of the state; any change but the page itself goes back to page 1. */
  const update = useCallback(
    (changes: Partial<BookingsTableQuery>) => setParams('page' in changes ? changes : { ...changes, page: undefined }),
    [setParams],
  );

  const filtered = Boolean(query.status || query.from || query.to || query.q);
  const clearFilters = () => update({ status: undefined, from: undefined, to: undefined, q: undefined });

  const openBooking = params.get('booking');
  const setOpenBooking = (id: string | null) => setParams({ booking: id });

  return { query, update, filtered, clearFilters, openBooking, setOpenBooking };
}
