import { EVENT_TYPES } from '@app/contracts';
import { dollarsToCents, formatUsd } from '@app/pricing';

/** Display helpers of the admin area (kept here: features never import each other). */

/** "12.50" (the API's dollar strings) as "$12.50"; anything unexpected as sent. */
export function usd(dollars: string | null | undefined): string {
  if (dollars === null || dollars === undefined) return '—';
  const cents = dollarsToCents(dollars);
  return cents === undefined ? dollars : formatUsd(cents);
}

/** yyyy-MM-dd with its weekday, e.g. "Sat, Jun 14, 2026" (built from the parts: no time-zone shift). */
export function dateWithWeekday(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const local = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return local.toLocaleDateString('en-US', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' });
}

export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export const eventTypeName = (value: string) => EVENT_TYPES.find((t) => t.value === value)?.label ?? value;

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, ' ');

export const STATUS_COLOR: Record<string, 'amber' | 'green' | 'red' | 'gray'> = {
  pending: 'amber',
  confirmed: 'green',
  cancelled: 'red',
};
