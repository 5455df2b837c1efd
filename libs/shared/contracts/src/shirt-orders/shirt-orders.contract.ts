import type { ShirtSize } from '../roster/roster.contract';

/**
 * The business's shirt order: for a period of the business's days, the shirt sizes each event with the custom shirts
 * add-on needs (from its roster's attending children) and the period's totals, in SHIRT_SIZES' order.
 */

/** How many shirts of each size, every size present (0 when none). */
export type ShirtSizeCounts = Record<ShirtSize, number>;

/** One event's shirts (GET /api/admin/shirt-orders). */
export interface ShirtOrderEvent {
  bookingId: string;
  shortId: string;
  /** yyyy-MM-dd and "HH:mm" on the business's clock. */
  eventDate: string;
  eventTime: string;
  /** The guest of honour's first name. */
  childFirstName: string;
  childrenBooked: number;
  sizes: ShirtSizeCounts;
  /** Children booked minus children with a size: shirts the order cannot size yet. */
  missing: number;
  /** When an admin marked this event's shirts ordered (ISO instant), or null. */
  orderedAt: string | null;
  /** The sizes whose count differs from the ones kept when the shirts were ordered (empty when none or not ordered). */
  changedSinceOrdered: ShirtSize[];
}

/** GET /api/admin/shirt-orders?from=&to=: the period (both days included), its events soonest first, the totals. */
export interface ShirtOrder {
  from: string;
  to: string;
  events: ShirtOrderEvent[];
  totals: ShirtSizeCounts;
  missing: number;
}

/** POST /api/admin/shirt-orders/ordered: the events whose shirts were ordered (their sizes now are kept). */
export interface MarkShirtsOrderedRequest {
  bookingIds: string[];
}

/** Events marked in one request: a year's worth for a busy business (the tab marks the whole period at once). */
export const SHIRT_ORDER_RULES = { markMax: 1000 } as const;

export const SHIRT_ORDER_MESSAGES = {
  bookingIds: `bookingIds is a list of 1 to ${SHIRT_ORDER_RULES.markMax} booking ids`,
  /** The CSV's and PDF's words. */
  total: 'Total',
  noSize: 'No size yet',
  orderedOn: 'Ordered on',
  changed: 'Changed since ordered',
  title: 'Shirt order',
  /** The Shirts tab's days line: the tab has its own days (the next 30 by default), not the figures' period. */
  period: (from: string, to: string) => `Parties from ${from} to ${to}.`,
  range: 'Shirt order days',
  confirmAll: (count: number) => `Mark the shirts of ${count} ${count === 1 ? 'party' : 'parties'} ordered?`,
  confirmAllNote:
    'Their sizes now are kept as ordered; a roster change after this is flagged as changed since ordered.',
} as const;
