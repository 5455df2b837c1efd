import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min, ValidateBy } from 'class-validator';
import { AVAILABILITY_MESSAGES as M, AVAILABILITY_RULES as R, type AvailabilityQuery } from './availability.contract';
import { IsCalendarDate } from '../validation/booking.validators';
import { isCalendarDate } from '../validation/calendar-date';
import { IsWithinDayBounds } from '../validation/day-bounds.validator';
import { Rules } from '../validation/rules.decorator';
import { wholeNumber } from '../validation/input.transforms';

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included; both are valid yyyy-MM-dd by the time this runs. */
const daysIncluded = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** `to` against `from`: not before it, and not further than the longest range. Silent while either is invalid. */
const IsWithinRange = (): PropertyDecorator =>
  ValidateBy({
    name: 'isWithinRange',
    validator: {
      validate: (to, args) => {
        const { from } = args?.object as AvailabilityQueryDto;
        if (!isCalendarDate(from) || !isCalendarDate(to)) return true;
        const days = daysIncluded(from, to);
        return days >= 1 && days <= R.rangeDaysMax;
      },
      defaultMessage: (args) => {
        const { from } = args?.object as AvailabilityQueryDto;
        return daysIncluded(from, args?.value as string) < 1 ? M.range : M.rangeTooLong;
      },
    },
  });

/** GET /api/availability parameters (see AvailabilityQuery); anything else is a 400 naming the parameter. */
export class AvailabilityQueryDto implements AvailabilityQuery {
  @Rules(IsCalendarDate({ message: M.from }), IsWithinDayBounds('look', 'from'))
  from: string;

  @Rules(IsCalendarDate({ message: M.to }), IsWithinRange(), IsWithinDayBounds('look', 'to'))
  to: string;

  @Transform(wholeNumber)
  @Rules(IsInt({ message: M.games }), Min(R.gamesMin, { message: M.games }), Max(R.gamesMax, { message: M.games }))
  games: number;

  @Rules(IsOptional(), IsUUID('all', { message: M.reservationToken }))
  reservationToken?: string;
}
