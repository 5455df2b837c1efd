import { TZDate } from '@date-fns/tz';

/**
 * The instant an event starts: its calendar day and "HH:mm" are the business's wall clock (SPEC §9 start times), so
 * the same booking is the same moment for a parent in another zone and in the calendar invite (sent in UTC).
 */
export function eventStart(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, timeZone).getTime());
}
