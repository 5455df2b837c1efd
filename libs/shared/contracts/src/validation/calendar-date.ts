/**
 * A real calendar day written yyyy-MM-dd (2026-02-30 is refused), read without any time-zone shift. A module of its own,
 * importing nothing: the SPA reads days from its addresses with it (the admin's prefetch, before any form), and the
 * DTOs' decorator beside class-validator (booking.validators.ts) would bring the validator library with it.
 */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
