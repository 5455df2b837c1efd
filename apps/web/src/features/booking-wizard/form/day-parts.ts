/**
 * The parts of a day a parent scans start times by: a part runs from its `from` ("HH:mm" on the business's wall
 * clock, as the free times are written) to the next part's. The one place the boundaries live
 * (docs/product/availability.md#availability-on-the-server).
 */
const DAY_PARTS = [
  { name: 'Morning', from: '00:00' },
  { name: 'Afternoon', from: '12:00' },
  { name: 'Evening', from: '17:00' },
] as const;

export type DayPartName = (typeof DAY_PARTS)[number]['name'];

/** Start times ("HH:mm", in order) by part of the day, in day order; a part with no time is left out. */
export function timesByDayPart(times: readonly string[]): { name: DayPartName; times: string[] }[] {
  // "HH:mm" is zero-padded, so comparing the text compares the times.
  const partOf = (time: string) => DAY_PARTS.findLast((part) => part.from <= time) ?? DAY_PARTS[0];
  return DAY_PARTS.map(({ name }) => ({ name, times: times.filter((time) => partOf(time).name === name) })).filter(
    (part) => part.times.length > 0,
  );
}
