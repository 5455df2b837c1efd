/**
 * Instants on the business's wall clock, in words: the one place that names a time zone and formats a clock time, for
 * the documents, the e-mails and the SPA alike. Every function takes the instant first and the business's zone second;
 * an undefined zone is the reader's own (the SPA before it knows the business's).
 */

import { startTimeLabel } from '../bookings/booking-lists.contract';

/**
 * One formatter per (zone, options, locale), for every date the product writes: building an Intl.DateTimeFormat costs
 * far more than using one.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatterFor(
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
  locale = 'en-US',
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

/**
 * A calendar day (yyyy-MM-dd) in words, "Sat, Feb 20, 2027" with `options` saying which parts: read from its parts
 * (as UTC), so no time zone shifts it to the day before; anything that is not such a day is given back as it is.
 */
export function calendarDayWords(day: string, options: Intl.DateTimeFormatOptions): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? formatterFor('UTC', options).format(new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]))) : day;
}

const formatIn = (at: string | Date, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) =>
  formatterFor(timeZone, options).format(new Date(at));

/** "Central Time" for America/Chicago: the zone's generic long name, undefined when the runtime has none. */
const genericZoneName = (at: string | Date, timeZone: string | undefined) =>
  formatterFor(timeZone, { timeZoneName: 'longGeneric' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value;

/** "Central" for America/Chicago, "Pacific" for America/Los_Angeles: the zone as people in it say it. */
export function timeZoneName(at: string | Date, timeZone: string | undefined): string {
  return (genericZoneName(at, timeZone) ?? timeZone ?? '').replace(/ Time$/, '');
}

/** "Central Time (America/Chicago)": the zone a document's times are in, named for a person and exactly. */
export function timeZoneLabel(at: string | Date, timeZone: string): string {
  const name = genericZoneName(at, timeZone);
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}

/** "2:58 PM": a clock time alone, for a list of times whose zone is named once above it. */
export const bareClockIn = (at: string | Date, timeZone: string | undefined): string =>
  // Newer ICU puts a narrow no-break space before AM/PM: one kind of space, whichever runtime writes it.
  formatIn(at, timeZone, { hour: 'numeric', minute: '2-digit' }).replace(/\s/g, ' ');

/** "2:58 PM Central": a clock time, its zone named the way US parents say it. */
export function clockTimeIn(at: string | Date, timeZone: string | undefined): string {
  return `${bareClockIn(at, timeZone)} ${timeZoneName(at, timeZone)}`;
}

/** "2:00 PM CDT": a clock time with the zone's abbreviation, as documents print it. */
export const clockTimeAbbrIn = (at: string | Date, timeZone: string) =>
  formatIn(at, timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

const DAY_AND_CLOCK: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** An instant on the business's clock followed by its zone's name. */
const withZoneName = (at: string | Date, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) =>
  `${formatIn(at, timeZone, options)} ${timeZoneName(at, timeZone)}`;

/** "Tue, Feb 16, 10:00 AM Central": a deadline, its zone named. */
export const deadlineWords = (at: string | Date, timeZone: string | undefined) =>
  withZoneName(at, timeZone, { weekday: 'short', ...DAY_AND_CLOCK });

/** "Dec 17, 2:00 PM Central": a deadline stated among other figures (the payment plan), its zone named. */
export const shortDeadlineWords = (at: string | Date, timeZone: string | undefined) =>
  withZoneName(at, timeZone, DAY_AND_CLOCK);

/** Noon UTC of a yyyy-MM-dd day: the same calendar day in every zone's formatting of it as UTC. */
const dayNoon = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 12));
};

/** "Dec 19": a business day (yyyy-MM-dd), written from its own parts so no reader's zone moves it. */
export const shortDayWords = (date: string) => formatIn(dayNoon(date), 'UTC', { month: 'short', day: 'numeric' });

/** "Sat, Feb 20, 2027": the calendar day money was received. */
export const receivedOnWords = (day: string): string =>
  calendarDayWords(day, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

/** "Saturday, June 13, 2026": the day an instant falls on in the business's zone. */
export const longDateIn = (at: string | Date, timeZone: string) =>
  formatIn(at, timeZone, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

const DATE_AND_CLOCK: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** "June 13, 2026 at 2:05 PM CDT": when something happened (a payment, a document issued). */
export const dateTimeIn = (at: string | Date, timeZone: string) => formatIn(at, timeZone, DATE_AND_CLOCK);

/** "Saturday, June 13, 2026 at 3:05 PM CDT": until when something holds, day and clock in one. */
export const longDateTimeIn = (at: string | Date, timeZone: string) =>
  formatIn(at, timeZone, { weekday: 'long', ...DATE_AND_CLOCK });

/**
 * "Sat, Feb 6, 2027, 2:00 PM Central": a business day (yyyy-MM-dd) and start time ("HH:mm") as the business's wall
 * clock has them, its zone named like the hold and deadline times. The day is written from its own parts (UTC), so no
 * reader's zone moves it to another day.
 */
export function slotWords(date: string, time: string, timeZone: string | undefined): string {
  const noon = dayNoon(date);
  if (Number.isNaN(noon.getTime())) return `${date}, ${startTimeLabel(time)}`;
  const day = formatIn(noon, 'UTC', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
  return `${day}, ${startTimeLabel(time)} ${timeZoneName(noon, timeZone)}`;
}
