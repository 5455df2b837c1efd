import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  ADMIN_BOOKING_SORTS,
  ADMIN_BOOKINGS_MESSAGES as M,
  ADMIN_BOOKINGS_RULES as R,
  type AdminBookingSort,
  type AdminBookingsQuery,
} from './admin.contract';
import { BOOKING_STATUSES, type BookingStatus } from '../bookings/booking-lists.contract';
import { IsCalendarDate } from '../validation/booking.validators';
import { IsWithinDayBounds } from '../validation/day-bounds.validator';
import { IsNotBeforeFrom } from '../validation/not-before-from.decorator';
import { Omittable } from '../validation/omittable.decorator';
import { Rules } from '../validation/rules.decorator';
import { blankToUndefined, wholeNumber } from '../validation/input.transforms';

/**
 * GET /api/admin/bookings parameters (see AdminBookingsQuery), also the body of POST /api/admin/exports; anything else,
 * null included, is a 400 naming the parameter.
 */
export class AdminBookingsQueryDto implements AdminBookingsQuery {
  @Transform(wholeNumber)
  @Rules(Omittable(), IsInt({ message: M.page }), Min(1, { message: M.page }), Max(R.pageMax, { message: M.page }))
  page?: number;

  @Transform(wholeNumber)
  @Rules(
    Omittable(),
    IsInt({ message: M.pageSize }),
    Min(1, { message: M.pageSize }),
    Max(R.pageSizeMax, { message: M.pageSize }),
  )
  pageSize?: number;

  @Rules(Omittable(), IsIn(ADMIN_BOOKING_SORTS, { message: M.sort }))
  sort?: AdminBookingSort;

  @Rules(Omittable(), IsIn(BOOKING_STATUSES, { message: M.status }))
  status?: BookingStatus;

  @Rules(Omittable(), IsCalendarDate({ message: M.from }), IsWithinDayBounds('look', 'from'))
  from?: string;

  @Rules(Omittable(), IsCalendarDate({ message: M.to }), IsNotBeforeFrom(M.range), IsWithinDayBounds('look', 'to'))
  to?: string;

  @Transform(blankToUndefined)
  @Rules(Omittable(), IsString({ message: M.q }), MaxLength(R.qMax, { message: M.q }))
  q?: string;
}
