import { AVAILABILITY_RULES, todayIn } from '@app/contracts';
import { durationMinutes } from '@app/pricing';
import { daysBetween, shiftDay } from './start-times';

/** A range of time a write took or gave back: an allocation's (arrival to buffer's end) or a team's time off. */
export interface ChangedRange {
  startsAt: Date;
  endsAt: Date;
}

/**
 * What a change of availability can alter, so that only the answers it can change are forgotten
 * (docs/adr/0031-availability-forgotten-by-day.md): every answer (a team added, renamed or (de)activated, the time
 * zone moved), the answers holding one of these weekdays (0 = Sunday: a team's weekly windows), these business days
 * (blackout days), or the days whose starts these ranges can block (allocations, time off).
 */
export type AvailabilityScope = 'every day' | { weekdays: number[] } | { days: string[] } | { ranges: ChangedRange[] };

/**
 * The fields of the generations' Redis hash: one for every answer, one per weekday, one per month and one per
 * business day. A whole answer depends on the first, its range's weekdays and its months (a day's change moves its
 * month on too, so a kept answer is checked with a dozen fields, not one per day); each of its days on the first, its
 * weekday and itself. A change moves on the fields of its scope.
 */
export const EVERY_DAY_FIELD = 'all';
const weekdayField = (weekday: number) => `w${weekday}`;
const dayField = (day: string) => `d${day}`;
const monthField = (day: string) => `m${day.slice(0, 7)}`;
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Every business day from `first` to `last`, both included. */
export const daysFrom = (first: string, last: string): string[] =>
  Array.from({ length: daysBetween(first, last) + 1 }, (_, i) => shiftDay(first, i));

/** The generations one day of an answer depends on: every answer's, its weekday's and its own. */
export const fieldsOfDay = (day: string) => [EVERY_DAY_FIELD, weekdayField(weekdayOf(day)), dayField(day)];

/** What a read of the days `from` to `to` depends on: as a whole (in a fixed order, `all` first), and by day. */
export interface FieldsRead {
  answer: string[];
  days: string[];
}

export function fieldsRead(from: string, to: string): FieldsRead {
  const days = daysFrom(from, to);
  const weekdays = [...new Set(days.map(weekdayOf))].sort();
  const months = [...new Set(days.map(monthField))];
  return { answer: [EVERY_DAY_FIELD, ...weekdays.map(weekdayField), ...months], days: days.map(dayField) };
}

/** The longest event a read can ask about: a start this long before a busy range can still meet it. */
const LONGEST_EVENT_MINUTES = durationMinutes(AVAILABILITY_RULES.gamesMax);

/**
 * The generations a change of `scope` moves on. A busy range [lo, hi) blocks a start s of an event of d minutes when
 * s − set-up < hi and s + d + buffer > lo (docs/product/availability.md#availability-on-the-server), so the days it can
 * change run from the business day of lo − (the longest event + buffer) to that of hi + set-up.
 */
export function fieldsChanged(
  scope: AvailabilityScope,
  rules: { timeZone: string; setupMinutes: number; bufferMinutes: number },
): string[] {
  if (scope === 'every day') return [EVERY_DAY_FIELD];
  if ('weekdays' in scope) return scope.weekdays.map(weekdayField);
  if ('days' in scope) return withMonths(scope.days);
  const minutes = 60_000;
  const days = scope.ranges.flatMap(({ startsAt, endsAt }) =>
    daysFrom(
      todayIn(rules.timeZone, new Date(startsAt.getTime() - (LONGEST_EVENT_MINUTES + rules.bufferMinutes) * minutes)),
      todayIn(rules.timeZone, new Date(endsAt.getTime() + rules.setupMinutes * minutes)),
    ),
  );
  return withMonths([...new Set(days)]);
}

/** The fields of these days and of their months. */
const withMonths = (days: string[]) => [...days.map(dayField), ...new Set(days.map(monthField))];

/** The business days from `first` to `last`, both included (a blackout). */
export const daysOf = (first: string, last: string): AvailabilityScope => ({ days: daysFrom(first, last) });
