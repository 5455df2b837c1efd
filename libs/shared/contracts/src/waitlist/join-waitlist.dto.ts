import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { AVAILABILITY_RULES } from '../availability/availability.contract';
import { IsCalendarDate } from '../validation/booking.validators';
import { IsWithinDayBounds } from '../validation/day-bounds.validator';
import { IsEmailAddress } from '../validation/is-email-address.decorator';
import { Omittable } from '../validation/omittable.decorator';
import { Rules } from '../validation/rules.decorator';
import { blankToUndefined, trim, wholeNumber } from '../validation/input.transforms';
import { DAY_PART_KEYS, type DayPart } from './day-parts.contract';
import { WAITLIST_MESSAGES as M, WAITLIST_RULES as R, type JoinWaitlistRequest } from './waitlist.contract';

/** A second day other than the first. */
const IsOtherThanDay = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isOtherThanDay',
      validator: { validate: (second, args) => second !== (args?.object as JoinWaitlistRequest).day },
    },
    { message: M.sameDays },
  );

/** POST /api/waitlist (docs/product/waitlist.md#joining): who waits, for how long a party, on which days and parts. */
export class JoinWaitlistDto implements JoinWaitlistRequest {
  @Transform(trim)
  @Rules(IsEmailAddress({ message: M.email }), MaxLength(R.emailMax, { message: M.email }))
  email: string;

  @Transform(wholeNumber)
  @Rules(
    IsInt({ message: M.games }),
    Min(AVAILABILITY_RULES.gamesMin, { message: M.games }),
    Max(AVAILABILITY_RULES.gamesMax, { message: M.games }),
  )
  games: number;

  @Rules(IsCalendarDate({ message: M.day }), IsWithinDayBounds('plan', 'The day'))
  day: string;

  @Rules(
    IsArray({ message: M.parts }),
    ArrayMinSize(1, { message: M.parts }),
    ArrayMaxSize(DAY_PART_KEYS.length, { message: M.parts }),
    IsIn(DAY_PART_KEYS, { each: true, message: M.parts }),
  )
  parts: DayPart[];

  @Transform(blankToUndefined)
  @Rules(
    Omittable(),
    IsCalendarDate({ message: M.secondDay }),
    IsWithinDayBounds('plan', 'The second day'),
    IsOtherThanDay(),
  )
  secondDay?: string;
}
