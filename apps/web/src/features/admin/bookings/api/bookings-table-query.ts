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
export type BookingsTableQuery = Required<Pick<AdminBookingsQuery, 'page' | 'pageSize' | 'sort'>> & TableFilters;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;
const positive = (value: string | null) => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined);

/**
 * The bookings table's query as the URL's parameters give it (the table and the /admin route's prefetch read it
 * here, so both ask for the same query key). Values a person could have mangled in the address bar are dropped
 * rather than sent to the API.
 */
export function bookingsTableQuery(params: URLSearchParams): BookingsTableQuery {
  const pageSize = PAGE_SIZES.find((size) => size === positive(params.get('pageSize')));
  const from = params.get('from');
  const to = params.get('to');
  return {
    page: positive(params.get('page')) ?? 1,
    pageSize: pageSize ?? ADMIN_BOOKINGS_RULES.pageSizeDefault,
    sort: oneOf<AdminBookingSort>(ADMIN_BOOKING_SORTS, params.get('sort')) ?? ADMIN_BOOKINGS_RULES.sortDefault,
    status: oneOf<BookingStatus>(BOOKING_STATUSES, params.get('status')),
    from: isCalendarDate(from) ? from : undefined,
    to: isCalendarDate(to) ? to : undefined,
    q: params.get('q')?.trim() || undefined,
  };
}
