import { ValidateBy, type ValidationOptions } from 'class-validator';
import { parseGameRef } from '../bookings/booking-form.contract';

/** A real calendar day written yyyy-MM-dd (2026-02-30 is refused), read without any time-zone shift. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const IsCalendarDate = (options: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDate } }, options);

/** Every entry a game id or "custom-<id>" (see GameRef). */
export const IsGameRef = (options: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'isGameRef', validator: { validate: (value) => parseGameRef(value) !== undefined } }, options);
