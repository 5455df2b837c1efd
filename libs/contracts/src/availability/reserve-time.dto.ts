import { Transform } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { AVAILABILITY_MESSAGES as M, AVAILABILITY_RULES as R } from '../availability.contract';
import { BOOKING_MESSAGES as B } from '../booking-form.contract';
import { START_TIME_VALUES } from '../booking-lists.contract';
import type { ReserveTimeRequest } from '../reservation.contract';
import { IsCalendarDate } from '../validation/booking-validators';
import { IsWithinDayBounds } from '../validation/day-bounds';
import { Rules } from '../validation/rules.decorator';
import { wholeNumber } from '../validation/transforms';

/** POST /api/reservations: the wizard's day, start time and game count, with the booking's own rules for them. */
export class ReserveTimeDto implements ReserveTimeRequest {
  @Rules(
    IsCalendarDate({ message: B.eventDate }),
    IsWithinDayBounds('plan', { before: B.eventDatePast, after: B.eventDateTooFar }),
  )
  eventDate: string;

  @Rules(IsIn(START_TIME_VALUES, { message: B.eventTime }))
  eventTime: string;

  @Transform(wholeNumber)
  @Rules(IsInt({ message: M.games }), Min(R.gamesMin, { message: M.games }), Max(R.gamesMax, { message: M.games }))
  games: number;
}
