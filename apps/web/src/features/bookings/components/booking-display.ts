import { BOOKING_STATUSES, type Booking, type BookingStatus } from '@app/contracts';
import { dollarsToCents, formatUsd } from '@app/pricing';

/**
 * Display helpers for a read-back booking (docs/product/api.md#entities): tolerant of every shape the spec says may
 * arrive.
 */

export const STATUS_COLORS: Record<BookingStatus, 'amber' | 'green' | 'red' | 'gray'> = {
  pending: 'amber',
  confirmed: 'green',
  completed: 'gray',
  cancelled: 'red',
};

export const isKnownStatus = (status: string): status is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(status);

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** What the customer pays: the final price after any promo, else the total. */
export function bookingPrice(booking: Pick<Booking, 'finalPrice' | 'totalPrice'>): string {
  const cents = dollarsToCents(booking.finalPrice ?? booking.totalPrice);
  return cents === undefined ? String(booking.finalPrice ?? booking.totalPrice) : formatUsd(cents);
}

/** yyyy-MM-dd as a calendar date, e.g. "Saturday, June 14, 2026" (built from the parts: no time-zone shift). */
export function formatEventDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const local = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return local.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

export function formatLocation(location: Booking['location']): string {
  if (typeof location === 'string') return location;
  if (!location) return '';
  const cityLine = [location.city, [location.state, location.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [location.address, cityLine].filter(Boolean).join(', ') || location.type || '';
}

/** docs/product/pages.md#routes: the first three games, then '+N more'. */
export function gamesSummary(games: string[], shown = 3): { names: string[]; more: number } {
  return { names: games.slice(0, shown), more: Math.max(0, games.length - shown) };
}

export function formatCreatedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
