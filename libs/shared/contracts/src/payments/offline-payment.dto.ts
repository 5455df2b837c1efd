import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { dollarsToCents } from '@app/pricing';
import {
  OFFLINE_NOTE_MAX,
  OFFLINE_PAYMENT_MESSAGES as M,
  OFFLINE_PAYMENT_METHODS,
  REVERSAL_REASON_MAX,
  type OfflinePaymentMethod,
  type RecordPaymentRequest,
  type ReversePaymentRequest,
} from './offline-payments.contract';
import { IsCalendarDate } from '../validation/booking.validators';
import { IsWithinDayBounds } from '../validation/day-bounds.validator';
import { RequiredText } from '../validation/required-text.decorator';
import { Rules } from '../validation/rules.decorator';
import { blankToUndefined, trim } from '../validation/input.transforms';

const asText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);

/** Dollars with at most 2 decimals, above $0.00: a payment's amount and a reversal's. */
export const DollarAmount = (): PropertyDecorator =>
  Rules(
    Transform(asText) as PropertyDecorator,
    Transform(trim) as PropertyDecorator,
    IsString({ message: M.amountFormat }),
    Matches(/^\d{1,7}(\.\d{1,2})?$/, { message: M.amountFormat }),
    ValidateBy(
      { name: 'isPositiveAmount', validator: { validate: (v) => (dollarsToCents(String(v)) ?? 0) > 0 } },
      {
        message: M.amountZero,
      },
    ),
  );

/**
 * POST /api/admin/bookings/:id/payments (also the "Record a payment" form's rules in the SPA). The day received is held
 * to the business's today and ten years back here (DAY_BOUNDS); the balance and the day the booking was made are the
 * server's to check (OfflinePayments).
 */
export class RecordPaymentDto implements RecordPaymentRequest {
  @IsIn(OFFLINE_PAYMENT_METHODS, { message: M.methodInvalid })
  method: OfflinePaymentMethod;

  @DollarAmount()
  amount: string;

  @Rules(
    IsCalendarDate({ message: M.receivedOnFormat }),
    IsWithinDayBounds('done', { before: M.receivedOnTooOld, after: M.receivedOnFuture }),
  )
  receivedOn: string;

  @IsOptional()
  @Rules(
    Transform(blankToUndefined) as PropertyDecorator,
    IsString({ message: M.noteTooLong }),
    MaxLength(OFFLINE_NOTE_MAX, { message: M.noteTooLong }),
  )
  note?: string;
}

/** POST /api/admin/payments/:id/reverse. */
export class ReversePaymentDto implements ReversePaymentRequest {
  @RequiredText(REVERSAL_REASON_MAX, { required: M.reasonRequired, tooLong: M.reasonTooLong })
  reason: string;

  @IsOptional()
  @DollarAmount()
  amount?: string;
}
