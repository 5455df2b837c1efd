import { IsString, IsUUID, MaxLength } from 'class-validator';
import { EventDateRules, EventTimeRules } from '../bookings/create-booking.dto';
import { IsCalendarDate } from '../validation/booking.validators';
import { IsWithinDayBounds } from '../validation/day-bounds.validator';
import { IsNotBeforeFrom } from '../validation/not-before-from.decorator';
import { Rules } from '../validation/rules.decorator';

const WAITLIST_QUERY_MESSAGES = {
  from: 'from must be a date (yyyy-MM-dd)',
  to: 'to must be a date (yyyy-MM-dd)',
  range: 'to must not be before from',
  day: 'day must be a date (yyyy-MM-dd)',
  bookingId: 'bookingId must be a booking id',
  token: 'token must be the one in the e-mail',
} as const;
const M = WAITLIST_QUERY_MESSAGES;

/** GET /api/admin/waitlist/days and /figures: a period, both days included (its length is checked by the service). */
export class WaitlistPeriodQueryDto {
  @Rules(IsCalendarDate({ message: M.from }), IsWithinDayBounds('look', 'from'))
  from: string;

  @Rules(IsCalendarDate({ message: M.to }), IsNotBeforeFrom(M.range), IsWithinDayBounds('look', 'to'))
  to: string;
}

/** GET /api/admin/waitlist?day=: the families waiting for one day. */
export class WaitlistDayQueryDto {
  @Rules(IsCalendarDate({ message: M.day }), IsWithinDayBounds('look', 'day'))
  day: string;
}

/** GET /api/admin/waitlist/offers?bookingId=: the offers of the time a booking gave back. */
export class WaitlistOffersQueryDto {
  @Rules(IsUUID('all', { message: M.bookingId }))
  bookingId: string;
}

/** The signed links' `?token=` (leave, decline, read). */
export class WaitlistTokenQueryDto {
  @Rules(IsString({ message: M.token }), MaxLength(100, { message: M.token }))
  token: string;
}

/** POST /api/admin/waitlist/entries/:id/offer: the time the office holds for that family. */
export class OfferWaitlistTimeDto {
  @EventDateRules()
  eventDate: string;

  @EventTimeRules()
  eventTime: string;
}
