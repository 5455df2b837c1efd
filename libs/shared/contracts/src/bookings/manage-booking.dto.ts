import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ADMIN_ACTION_MESSAGES as A } from '../admin/admin-actions.contract';
import {
  MANAGE_BOOKING_MESSAGES as M,
  MANAGE_BOOKING_RULES as R,
  type ApproveCancellationRequest,
  type CancelOwnBookingRequest,
  type RescheduleBookingRequest,
} from './manage-booking.contract';
import { BOOKING_MESSAGES as B } from './booking-form.contract';
import { IsCalendarDate } from '../validation/booking.validators';
import { IsWithinDayBounds } from '../validation/day-bounds.validator';
import { Rules } from '../validation/rules.decorator';
import { blankToUndefined } from '../validation/input.transforms';

/** POST /api/bookings/:id/reschedule (also the reschedule form's rules in the SPA). */
export class RescheduleBookingDto implements RescheduleBookingRequest {
  @Rules(
    IsCalendarDate({ message: M.eventDate }),
    IsWithinDayBounds('plan', { before: B.eventDatePast, after: B.eventDateTooFar }),
  )
  eventDate: string;

  @Rules(IsString({ message: M.eventTime }), Matches(/^\d{2}:\d{2}$/, { message: M.eventTime }))
  eventTime: string;
}

/** POST /api/bookings/:id/cancel: the reason is required only for a late request (the service says so). */
export class CancelOwnBookingDto implements CancelOwnBookingRequest {
  @IsOptional()
  @Rules(
    Transform(blankToUndefined) as PropertyDecorator,
    IsString({ message: M.reasonTooLong }),
    MaxLength(R.reasonMax, { message: M.reasonTooLong }),
  )
  reason?: string;
}

/** POST /api/admin/bookings/:id/cancellation-request/approve. */
export class ApproveCancellationDto implements ApproveCancellationRequest {
  @Rules(IsString({ message: A.refundFormat }), Matches(/^\d{1,7}(\.\d{1,2})?$/, { message: A.refundFormat }))
  refundAmount: string;
}
