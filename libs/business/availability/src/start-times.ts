import { START_TIME_VALUES } from '@app/contracts';

const DAY_MS = 86_400_000;

/** "HH:mm" to minutes after midnight. */
export const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes after midnight to "HH:mm", as START_TIMES writes its values. */
export const timeOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The start times (docs/product/constants.md#business-constants-and-limits) in minutes after midnight. */
export const START_MINUTES = START_TIME_VALUES.map(minuteOf);

/** A yyyy-MM-dd calendar day moved by whole days (no time zone involved). */
export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (yyyy-MM-dd). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
