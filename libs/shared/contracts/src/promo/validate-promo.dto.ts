import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { PROMO_MESSAGES as M, PROMO_RULES as R, type PromoValidationRequest } from './promo.contract';
import { Rules } from '../validation/rules.decorator';
import { trimUpper } from '../validation/input.transforms';

/**
 * POST /api/promo/validate and the promo entry of "Complete Your Booking" (docs/product/validation.md#validation:
 * upper-cased and trimmed).
 */
export class ValidatePromoDto implements PromoValidationRequest {
  @Transform(trimUpper)
  @Rules(
    IsString({ message: M.enterCode }),
    MinLength(1, { message: M.enterCode }),
    MaxLength(R.codeMax, { message: M.unknown }),
  )
  code: string;

  @Rules(IsOptional(), IsUUID('all', { message: 'bookingId must be a booking id' }))
  bookingId?: string;
}
