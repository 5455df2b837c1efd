import type { SelectQueryBuilder } from 'typeorm';
import { ADMIN_BOOKINGS_RULES, type AdminBookingSortField, type AdminBookingsQuery } from '@app/contracts';
import type { BookingEntity } from './entities/booking.entity';

/** What bookings are searched by: status, event dates and text (the admin table's and its exports' filters). */
export type BookingFilters = Pick<AdminBookingsQuery, 'status' | 'from' | 'to' | 'q'>;
export type BookingSort = AdminBookingsQuery['sort'];

/**
 * The searched text of a booking. Identical to the expression of the trigram index bookings_search_idx (migration
 * 1764100000000-admin): the planner uses the index only for the very same expression.
 */
const BOOKING_SEARCH_TEXT = `(b.parent_name || ' ' || b.child_name || ' ' || b.parent_email)`;
/** The short id (docs/product/pages.md#routes), as indexed by bookings_short_id_idx. */
const SHORT_ID = `upper(right(b.id::text, 8))`;

const SORT_COLUMNS: Record<AdminBookingSortField, string[]> = {
  createdAt: ['b.created_at'],
  eventDate: ['b.event_date', 'b.event_time'],
  price: ['b.final_cents'],
};

/** `q` as a LIKE pattern matching it anywhere, with LIKE's own wildcards taken literally. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** "#1a2b3c4d" or "1A2B3C4D": a short id as typed (docs/product/pages.md#routes shows it upper-cased). */
const asShortId = (q: string) => (/^#?[0-9a-f]{8}$/i.test(q) ? q.replace('#', '').toUpperCase() : null);

/** BookingSearch's filters (the admin table's and its exports') on a query over `bookings b`. */
export function filterBookings(
  query: SelectQueryBuilder<BookingEntity>,
  { status, from, to, q }: BookingFilters,
): SelectQueryBuilder<BookingEntity> {
  if (status) query.andWhere('b.status = :status', { status });
  if (from) query.andWhere('b.event_date >= :from', { from });
  if (to) query.andWhere('b.event_date <= :to', { to });
  if (q) {
    const shortId = asShortId(q);
    query.andWhere(
      shortId
        ? `(${BOOKING_SEARCH_TEXT} ILIKE :pattern OR ${SHORT_ID} = :shortId)`
        : `${BOOKING_SEARCH_TEXT} ILIKE :pattern`,
      { pattern: containsPattern(q), shortId },
    );
  }
  return query;
}

/** BookingSearch's order: the chosen sort, then the id in the same direction (a stable page order). */
export function sortBookings(
  query: SelectQueryBuilder<BookingEntity>,
  sort: BookingSort = ADMIN_BOOKINGS_RULES.sortDefault,
): SelectQueryBuilder<BookingEntity> {
  const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
  const columns = [...SORT_COLUMNS[sort.replace('-', '') as AdminBookingSortField], 'b.id'];
  columns.forEach((column, i) => (i ? query.addOrderBy(column, direction) : query.orderBy(column, direction)));
  return query;
}
