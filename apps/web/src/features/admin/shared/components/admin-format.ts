import type { PaymentState } from '@app/contracts';
import { dollarsToCents, formatUsd } from '@app/pricing';

/** Display helpers of the admin area (kept here: features never import each other). */

/** "12.50" (the API's dollar strings) as "$12.50"; anything unexpected as sent. */
export function usd(dollars: string | null | undefined): string {
  if (dollars === null || dollars === undefined) return '—';
  const cents = dollarsToCents(dollars);
  return cents === undefined ? dollars : formatUsd(cents);
}

/** Like usd, with a minus sign for a negative amount (a period that refunded more than it took in). */
export const signedUsd = (dollars: string): string =>
  dollars.startsWith('-') ? `−${usd(dollars.slice(1))}` : usd(dollars);

/** A calendar day (yyyy-MM-dd) formatted from its parts: no time-zone shift; anything else as sent. */
function formatDay(date: string, options: Intl.DateTimeFormatOptions): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const local = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return local.toLocaleDateString('en-US', options);
}

/** The business's format of a day, e.g. "Jun 14, 2026"; with its weekday "Sat, Jun 14, 2026". */
export const calendarDate = (date: string) => formatDay(date, { year: 'numeric', month: 'short', day: 'numeric' });
export const dateWithWeekday = (date: string) =>
  formatDay(date, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' });

/**
 * An instant in the business's format, e.g. "Nov 25, 2026, 6:23 AM", on the clock of `timeZone`. Components call it
 * through useAdminDateTime (admin-time-zone.context), which gives it the business's zone.
 */
export function dateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, ' ');

export const PAYMENT_COLOR: Record<PaymentState, 'gray' | 'blue' | 'green' | 'purple'> = {
  unpaid: 'gray',
  deposit: 'blue',
  paid: 'green',
  refunded: 'purple',
};

export const STATUS_COLOR: Record<string, 'amber' | 'green' | 'red' | 'gray'> = {
  pending: 'amber',
  confirmed: 'green',
  completed: 'gray',
  cancelled: 'red',
};
