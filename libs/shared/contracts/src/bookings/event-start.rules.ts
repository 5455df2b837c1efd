import { TZDate } from '@date-fns/tz';
import { CHANGE_NOTICE_HOURS } from './manage-booking.contract';

const HOUR_MS = 3_600_000;

/**
 * The instant an event starts: its calendar day and "HH:mm" are the business's wall clock (the spec's start times), so
 * the same booking is the same moment for a parent in another zone and in the calendar invite (sent in UTC). Shared
 * by the api and the SPA, so the review states the deadline the booking's policy will hold.
 */
export function eventStart(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, timeZone).getTime());
}

/**
 * eventStart as a PostgreSQL expression, the one SQL reading of it: the instant the business-local calendar day `day`
 * (a date expression) and `minute` (an integer expression, minutes after midnight; "HH:mm" is hours × 60 + minutes)
 * name in `timeZone` (a zone name expression). business-clock-sql.int-spec.ts (libs/business/availability) holds the two
 * to the same instants; they part only on a wall time a DST change repeats (PostgreSQL may take the later instant),
 * which no bookable start is.
 */
export const eventStartSql = (day: string, minute: string, timeZone: string): string =>
  `((${day}::date + make_interval(mins => ${minute}::int)) AT TIME ZONE ${timeZone}::text)`;

/** The last instant the parent may change or cancel (with a refund) themselves: the start less the notice. */
export const changeDeadline = (b: { eventDate: string; eventTime: string }, timeZone: string): Date =>
  new Date(eventStart(b.eventDate, b.eventTime, timeZone).getTime() - CHANGE_NOTICE_HOURS * HOUR_MS);
