import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import {
  DISCOUNT_TYPES,
  PROMO_MESSAGES as M,
  PROMO_RULES as R,
  type DiscountType,
  type PromoCodeRequest,
} from './promo.contract';
import { IsCalendarDate } from '../validation/booking.validators';
import { IsWithinDayBounds } from '../validation/day-bounds.validator';
import { Rules } from '../validation/rules.decorator';
import { blankToUndefined, trimUpper } from '../validation/input.transforms';

/**
 * The message for a discount value, which depends on the discount type (docs/product/validation.md#validation: at most
 * 100 for a percentage).
 */
function discountValueProblem(value: unknown, type: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return M.discountValue;
  if (type === 'percentage') {
    if (!Number.isInteger(value)) return M.percentageWhole;
    if (value > R.percentageMax) return M.percentageMax;
  } else {
    if (Math.round(value * 100) !== value * 100) return M.fixedDecimals;
    if (value > R.fixedMax) return M.fixedMax;
  }
  return undefined;
}

const IsDiscountValue = (): PropertyDecorator =>
  ValidateBy({
    name: 'isDiscountValue',
    validator: {
      validate: (value, args) => !discountValueProblem(value, (args?.object as PromoCodeDto).discountType),
      defaultMessage: (args?: ValidationArguments) =>
        discountValueProblem(args?.value, (args?.object as PromoCodeDto).discountType) ?? M.discountValue,
    },
  });

const IsNotBeforeStart = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isNotBeforeStart',
      // Both are yyyy-MM-dd here, so text order is date order. Without a start date only startDate's message shows.
      validator: {
        validate: (value, args) => {
          const { startDate } = args?.object as PromoCodeDto;
          return typeof value === 'string' && (typeof startDate !== 'string' || !startDate || value >= startDate);
        },
      },
    },
    { message: M.expiresBeforeStart },
  );

/**
 * docs/product/validation.md#validation admin promo form: POST and PUT /api/admin/promo-codes and the admin's form
 * dialog.
 */
export class PromoCodeDto implements PromoCodeRequest {
  @Transform(trimUpper)
  @Rules(
    IsString({ message: M.code }),
    MinLength(1, { message: M.code }),
    MaxLength(R.codeMax, { message: M.codeFormat }),
    Matches(R.codePattern, { message: M.codeFormat }),
  )
  code: string;

  @Rules(IsIn(DISCOUNT_TYPES, { message: M.discountType }))
  discountType: DiscountType;

  @Rules(IsDiscountValue())
  discountValue: number;

  @Transform(blankToUndefined)
  @Rules(IsOptional(), IsString({ message: M.description }), MaxLength(R.descriptionMax, { message: M.description }))
  description?: string | null;

  @Rules(
    IsInt({ message: M.usageLimit }),
    Min(1, { message: M.usageLimit }),
    Max(R.limitMax, { message: M.usageLimit }),
  )
  usageLimit: number = R.usageLimitDefault;

  @Rules(
    IsInt({ message: M.userUsageLimit }),
    Min(1, { message: M.userUsageLimit }),
    Max(R.limitMax, { message: M.userUsageLimit }),
  )
  userUsageLimit: number = R.userUsageLimitDefault;

  @Rules(IsCalendarDate({ message: M.startDate }), IsWithinDayBounds('look', 'Start date'))
  startDate: string;

  @Transform(blankToUndefined)
  @Rules(
    IsOptional(),
    IsCalendarDate({ message: M.expiresAt }),
    IsNotBeforeStart(),
    IsWithinDayBounds('look', 'End date'),
  )
  expiresAt: string | null = null;

  @Rules(IsBoolean({ message: M.isActive }))
  isActive: boolean = true;
}
