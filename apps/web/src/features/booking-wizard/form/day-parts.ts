import { DAY_PARTS, dayPartOf, type DayPartName } from '@app/contracts';

/**
 * Start times ("HH:mm", in order) by part of the day (DAY_PARTS, whose boundaries the waiting list shares), in day
 * order; a part with no time is left out.
 */
export function timesByDayPart(times: readonly string[]): { name: DayPartName; times: string[] }[] {
  return DAY_PARTS.map(({ name }) => ({ name, times: times.filter((time) => dayPartOf(time).name === name) })).filter(
    (part) => part.times.length > 0,
  );
}
