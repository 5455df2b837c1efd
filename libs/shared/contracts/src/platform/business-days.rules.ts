import { formatterFor } from '../words/clock.words';

/** yyyy-MM-dd of `now` as a wall calendar in `timeZone` shows it (en-CA formats dates as ISO). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatterFor(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA').format(now);
}

/**
 * todayIn as a PostgreSQL expression, the one SQL reading of it: the business calendar's day (a date) at `instant` (a
 * timestamptz expression) in `timeZone` (a zone name expression). business-clock-sql.int-spec.ts (libs/business/availability)
 * holds it to todayIn's answers.
 */
export const businessDaySql = (instant: string, timeZone: string): string =>
  `((${instant}) AT TIME ZONE ${timeZone}::text)::date`;

/** The business's today in SQL: businessDaySql at the statement's now(). */
export const businessTodaySql = (timeZone: string): string => businessDaySql('now()', timeZone);

const DAY_MS = 24 * 60 * 60 * 1000;

/** yyyy-MM-dd `days` after the calendar day `date` (plain calendar arithmetic, no time zone involved). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
