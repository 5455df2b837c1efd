/** Calendar arithmetic on yyyy-MM-dd business days (no time zone involved: the days are the business's). */

const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the day's week. */
const weekStart = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The first to the last day of the day's month. */
export const monthDays = (day: string): string[] => {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length }, (_, i) => `${day.slice(0, 8)}${String(i + 1).padStart(2, '0')}`);
};

/** The same day `months` later (or earlier), the month's last day when it is shorter (Jan 31 + 1 → Feb 28). */
export const addMonths = (day: string, months: number) => {
  const first = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + months, 1));
  const target = first.toISOString().slice(0, 10);
  const last = monthDays(target).length;
  return `${target.slice(0, 8)}${String(Math.min(Number(day.slice(8, 10)), last)).padStart(2, '0')}`;
};

/** The month's weeks, Monday to Sunday, for a month grid: the days before the 1st and after the last are null. */
export const monthWeeks = (day: string): (string | null)[][] => {
  const days = monthDays(day);
  const lead = (new Date(`${days[0]}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
};

export type CalendarView = 'day' | 'week' | 'month';

/** The days a view shows: the day itself, Monday to Sunday of its week, or its whole month. */
export const viewDays = (view: CalendarView, day: string): string[] =>
  view === 'day'
    ? [day]
    : view === 'month'
      ? monthDays(day)
      : Array.from({ length: 7 }, (_, i) => addDays(weekStart(day), i));

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

/** "Saturday, February 20" for a month grid's day. */
export const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** "February 2027" for the month view's title. */
export const monthTitle = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
