// The instant an event starts is the booking's own rule (its change policy and its link read it too).
export { eventStart } from '@app/bookings';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per (options, zone): building an Intl.DateTimeFormat costs far more than using one. */
function formatIn(timeZone: string, options: Intl.DateTimeFormatOptions, at: Date): string {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    formats.set(key, format);
  }
  return format.format(at);
}

/** "Saturday, June 13, 2026" in the business's zone. */
export const longDateIn = (timeZone: string, at: Date) =>
  formatIn(timeZone, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }, at);

/** "2:00 PM CDT" in the business's zone. */
export const clockTimeIn = (timeZone: string, at: Date) =>
  formatIn(timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, at);

/** "June 13, 2026 at 2:05 PM CDT": when a payment was made, in the business's zone. */
export const dateTimeIn = (timeZone: string, at: Date) =>
  formatIn(
    timeZone,
    { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
    at,
  );

/** "Central Time (America/Chicago)": the zone a document's times are in, named for a person and exactly. */
export function timeZoneLabel(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}
