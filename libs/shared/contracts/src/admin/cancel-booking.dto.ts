import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches } from 'class-validator';
import { ADMIN_ACTION_MESSAGES as M, CANCEL_REASON_MAX, type CancelBookingRequest } from './admin-actions.contract';
import { Rules } from '../validation/rules.decorator';
import { RequiredText } from '../validation/required-text.decorator';
import { blankToUndefined } from '../validation/input.transforms';

/** An admin's optional refund in dollars ("12", "12.5", "12.50"); blank is none. */
export const OptionalRefundDollars = (): PropertyDecorator =>
  Rules(
    IsOptional(),
    Transform(blankToUndefined) as PropertyDecorator,
    IsString({ message: M.refundFormat }),
    Matches(/^\d{1,7}(\.\d{1,2})?$/, { message: M.refundFormat }),
  );

/** POST /api/admin/bookings/:id/cancel (also the cancel form's rules in the SPA). */
export class CancelBookingDto implements CancelBookingRequest {
  @RequiredText(CANCEL_REASON_MAX, { required: M.reasonRequired, tooLong: M.reasonTooLong })
  reason: string;

  @OptionalRefundDollars()
  refund?: string;
}
