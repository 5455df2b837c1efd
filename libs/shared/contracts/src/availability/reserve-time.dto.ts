import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { AVAILABILITY_MESSAGES as M, AVAILABILITY_RULES as R } from './availability.contract';
import { EventDateRules, EventTimeRules } from '../bookings/create-booking.dto';
import type { ReserveTimeRequest } from './reservation.contract';
import { Rules } from '../validation/rules.decorator';
import { wholeNumber } from '../validation/input.transforms';

/** POST /api/reservations: the wizard's day, start time and game count, with the booking's own rules for them. */
export class ReserveTimeDto implements ReserveTimeRequest {
  @EventDateRules()
  eventDate: string;

  @EventTimeRules()
  eventTime: string;

  @Transform(wholeNumber)
  @Rules(IsInt({ message: M.games }), Min(R.gamesMin, { message: M.games }), Max(R.gamesMax, { message: M.games }))
  games: number;
}
