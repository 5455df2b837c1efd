import { useCallback } from 'react';
import {
  ADMIN_BOOKING_SORTS,
  ADMIN_BOOKINGS_RULES,
  BOOKING_STATUSES,
  isCalendarDate,
  type AdminBookingSort,
  type AdminBookingsQuery,
  type BookingStatus,
} from '@app/contracts';
import { useUrlParams } from '@/lib/use-url-params.hook';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type TableFilters = Pick<AdminBookingsQuery, 'status' | 'from' | 'to' | 'q'>;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;
const positive = (value: string | null) => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined);

/**
 * The bookings table's state lives in the URL (page, pageSize, sort, status, from, to, q and the open booking), so a
 * refresh or a shared link shows the same view. Values a person could have mangled in the address bar are dropped
 * rather than sent to the API.
 */
export function useBookingsTable() {
  const [params, setParams] = useUrlParams();
  const pageSize = PAGE_SIZES.find((size) => size === positive(params.get('pageSize')));
  const from = params.get('from');
  const to = params.get('to');
  const query: Required<Pick<AdminBookingsQuery, 'page' | 'pageSize' | 'sort'>> & TableFilters = {
    page: positive(params.get('page')) ?? 1,
    pageSize: pageSize ?? ADMIN_BOOKINGS_RULES.pageSizeDefault,
    sort: oneOf<AdminBookingSort>(ADMIN_BOOKING_SORTS, params.get('sort')) ?? ADMIN_BOOKINGS_RULES.sortDefault,
    status: oneOf<BookingStatus>(BOOKING_STATUSES, params.get('status')),
    from: isCalendarDate(from) ? from : undefined,
    to: isCalendarDate(to) ? to : undefined,
    q: params.get('q')?.trim() || undefined,
  };

  /** Changes some of the state; any change but the page itself goes back to page 1. */
  const update = useCallback(
    (changes: Partial<typeof query>) => setParams('page' in changes ? changes : { ...changes, page: undefined }),
    [setParams],
  );

  const filtered = Boolean(query.status || query.from || query.to || query.q);
  const clearFilters = () => update({ status: undefined, from: undefined, to: undefined, q: undefined });

  const openBooking = params.get('booking');
  const setOpenBooking = (id: string | null) => setParams({ booking: id });

  return { query, update, filtered, clearFilters, openBooking, setOpenBooking };
}
