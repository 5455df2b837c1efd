import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ADMIN_BOOKING_SORTS,
  ADMIN_BOOKINGS_RULES,
  BOOKING_STATUSES,
  isCalendarDate,
  type AdminBookingSort,
  type AdminBookingsQuery,
  type BookingStatus,
} from '@app/contracts';

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
  const [params, setParams] = useSearchParams();
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
    (changes: Partial<typeof query>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      }),
    [setParams],
  );

  const filtered = Boolean(query.status || query.from || query.to || query.q);
  const clearFilters = () => update({ status: undefined, from: undefined, to: undefined, q: undefined });

  const openBooking = params.get('booking');
  const setOpenBooking = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('booking', id);
      else next.delete('booking');
      return next;
    });

  return { query, update, filtered, clearFilters, openBooking, setOpenBooking };
}
