/** Calendar arithmetic on yyyy-MM-dd business days (no time zone involved: the days are the business's). */

const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the day's week. */
export const weekStart = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The days a view shows: the day itself, or Monday to Sunday of its week. */
export const viewDays = (view: 'day' | 'week', day: string): string[] =>
  view === 'day' ? [day] : Array.from({ length: 7 }, (_, i) => addDays(weekStart(day), i));

/** "HH:mm" to minutes after midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes after midnight to "HH:mm" (a time input's value). */
export const timeOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "Mon, Jun 15" for a column header. */
export const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
