import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { WEEKDAYS } from './availability.contract';
import {
  CALENDAR_MESSAGES as M,
  CALENDAR_RULES as R,
  type CreateTeamRequest,
  type DayRangeRequest,
  type MoveBookingRequest,
  type UpdateTeamRequest,
  type WorkingWindow,
  type WorkingWindowsRequest,
} from './calendar.contract';
import { IsCalendarDate } from '../validation/booking.validators';
import { isCalendarDate } from '../validation/calendar-date';
import { IsName } from '../validation/plain-text.validator';
import { IsWithinDayBounds } from '../validation/day-bounds.validator';
import { IsSerialId } from '../validation/serial-id.validator';
import { Rules } from '../validation/rules.decorator';
import { trim, wholeNumber } from '../validation/input.transforms';

const DAY_MS = 86_400_000;
const MINUTES_IN_DAY = 1440;

/** A day not before another property's day (and, with `maxDays`, at most that many days after it, both included). */
const IsNotBefore = (other: string, message: string, maxDays?: number): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isNotBefore',
      validator: {
        validate: (day, args) => {
          const first = (args?.object as Record<string, unknown>)[other];
          if (!isCalendarDate(first) || !isCalendarDate(day)) return true;
          const days = (Date.parse(day) - Date.parse(first)) / DAY_MS + 1;
          return days >= 1 && (maxDays === undefined || days <= maxDays);
        },
      },
    },
    { message },
  );

const isWindow = (value: unknown): value is WorkingWindow => {
  if (value === null || typeof value !== 'object') return false;
  const { weekday, startMinute, endMinute } = value as Record<string, unknown>;
  return (
    WEEKDAYS.includes(weekday as (typeof WEEKDAYS)[number]) &&
    Number.isInteger(startMinute) &&
    Number.isInteger(endMinute) &&
    (startMinute as number) >= 0 &&
    (endMinute as number) <= MINUTES_IN_DAY &&
    (startMinute as number) < (endMinute as number)
  );
};

const teamName = [
  Transform(trim) as PropertyDecorator,
  IsString({ message: M.teamName }),
  IsNotEmpty({ message: M.teamName }),
  MaxLength(R.teamNameMax, { message: M.teamName }),
  IsName('The team name'),
];

/** POST /api/admin/teams. */
export class CreateTeamDto implements CreateTeamRequest {
  @Rules(...teamName)
  name: string;
}

/** PATCH /api/admin/teams/:id. */
export class UpdateTeamDto implements UpdateTeamRequest {
  @IsOptional()
  @Rules(...teamName)
  name?: string;

  @IsOptional()
  @IsBoolean({ message: M.active })
  active?: boolean;
}

/** PUT /api/admin/teams/:id/windows. */
export class WorkingWindowsDto implements WorkingWindowsRequest {
  @ValidateBy(
    {
      name: 'isWorkingWindows',
      validator: { validate: (value) => Array.isArray(value) && value.length <= 7 * 24 && value.every(isWindow) },
    },
    { message: M.windows },
  )
  windows: WorkingWindow[];
}

/** POST /api/admin/teams/:id/time-off and POST /api/admin/blackout-days: business days, both included. */
export class DayRangeDto implements DayRangeRequest {
  @Rules(IsCalendarDate({ message: M.firstDay }), IsWithinDayBounds('plan', 'The first day'))
  firstDay: string;

  @Rules(
    IsCalendarDate({ message: M.lastDay }),
    IsNotBefore('firstDay', M.lastDay),
    IsWithinDayBounds('plan', 'The last day'),
  )
  lastDay: string;

  @Rules(
    Transform(trim) as PropertyDecorator,
    IsString({ message: M.reason }),
    IsNotEmpty({ message: M.reason }),
    MaxLength(R.reasonMax, { message: M.reason }),
  )
  reason: string;
}

/** GET /api/admin/calendar?from=yyyy-MM-dd&to=yyyy-MM-dd. */
export class CalendarQueryDto {
  @Rules(IsCalendarDate({ message: M.from }), IsWithinDayBounds('look', 'from'))
  from: string;

  @Rules(IsCalendarDate({ message: M.to }), IsNotBefore('from', M.to, R.rangeDaysMax), IsWithinDayBounds('look', 'to'))
  to: string;
}

/** GET /api/admin/calendar/next-booking?after=yyyy-MM-dd. */
export class NextBookingQueryDto {
  @Rules(IsCalendarDate({ message: M.after }), IsWithinDayBounds('look', 'after'))
  after: string;
}

/** POST /api/admin/bookings/:id/move (at least one of the three: the service says which is missing). */
export class MoveBookingDto implements MoveBookingRequest {
  @IsOptional()
  @Transform(wholeNumber)
  @Rules(IsSerialId({ message: M.teamId }))
  teamId?: number;

  @IsOptional()
  @Rules(IsCalendarDate({ message: M.eventDate }), IsWithinDayBounds('plan', 'The new date'))
  eventDate?: string;

  @IsOptional()
  @Rules(IsString({ message: M.eventTime }), Matches(/^\d{2}:\d{2}$/, { message: M.eventTime }))
  eventTime?: string;
}
