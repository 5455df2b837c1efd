/**
 * The parts of a day a parent scans start times by, and a waiting family names the times that suit them with: a part
 * runs from its `from` ("HH:mm" on the business's wall clock, as start times are written) to the next part's. The one
 * place the boundaries live (docs/product/availability.md#free-times, docs/product/waitlist.md).
 */
export const DAY_PARTS = [
  { key: 'morning', name: 'Morning', from: '00:00' },
  { key: 'afternoon', name: 'Afternoon', from: '12:00' },
  { key: 'evening', name: 'Evening', from: '17:00' },
] as const;

export type DayPart = (typeof DAY_PARTS)[number]['key'];
export type DayPartName = (typeof DAY_PARTS)[number]['name'];

export const DAY_PART_KEYS: readonly DayPart[] = DAY_PARTS.map((part) => part.key);

/** The part of the day a start time ("HH:mm", zero-padded, so comparing the text compares the times) falls in. */
export const dayPartOf = (time: string): (typeof DAY_PARTS)[number] =>
  DAY_PARTS.findLast((part) => part.from <= time) ?? DAY_PARTS[0];
