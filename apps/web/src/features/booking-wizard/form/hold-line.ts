import { clockTimeIn, HOLD_END_WORDS, startTimeLabel, type Booking } from '@app/contracts';
import { dayOfWeekAndMonth } from './calendar-day';

/**
 * Until when an unpaid booking holds its team, e.g. "We hold 2:00 PM on Saturday, March 21 for you until 3:42 PM
 * Central." and what happens then (the hold's end in the business `timeZone`, named); null when it holds none, or when
 * its time has passed (a dialog reopened later must not promise a hold that lapsed).
 */
export function holdLine(
  booking: Pick<Booking, 'eventDate' | 'eventTime' | 'holdExpiresAt'>,
  timeZone: string | undefined,
  now = Date.now(),
): string | null {
  if (!booking.holdExpiresAt || Date.parse(booking.holdExpiresAt) <= now) return null;
  return `We hold ${startTimeLabel(booking.eventTime)} on ${dayOfWeekAndMonth(booking.eventDate)} for you until ${clockTimeIn(booking.holdExpiresAt, timeZone)}. ${HOLD_END_WORDS}`;
}
