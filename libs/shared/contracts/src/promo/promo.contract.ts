import { formatUsd } from '@app/pricing';
import { waitTime } from '../words/wait-time.words';

/**
 * docs/product/api.md#entities promo code, docs/product/validation.md#validation admin promo form and promo entry,
 * docs/product/errors.md#errors promo messages.
 */
export const DISCOUNT_TYPES = ['fixed', 'percentage'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** An admin's view (GET /api/admin/promo-codes). Dates are yyyy-MM-dd in the business time zone, inclusive. */
export interface PromoCode {
  id: number;
  /** Stored upper-case; unique whatever the case it was typed in. */
  code: string;
  description: string | null;
  discountType: DiscountType;
  /** Dollars for `fixed` (2 decimals at most), a whole percentage for `percentage`. */
  discountValue: number;
  usageLimit: number;
  usageCount: number;
  userUsageLimit: number;
  startDate: string;
  expiresAt: string | null;
  isActive: boolean;
  createdAt: string;
}

/** What POST /api/promo/validate tells anyone: never the counts. */
export type PublicPromoCode = Pick<PromoCode, 'code' | 'description' | 'discountType' | 'discountValue'>;

export interface PromoValidationRequest {
  code: string;
  bookingId?: string;
}

/**
 * docs/product/api.md#the-api: `{valid, promoCode, error}`; with a booking id also the discount on that booking's
 * server total.
 */
export interface PromoValidationResult {
  valid: boolean;
  promoCode: PublicPromoCode | null;
  error: string | null;
  /** Dollars with 2 decimals, at most the booking's total (the final never goes below 0). */
  discountAmount?: string;
}

export type PromoCodeRequest = Omit<PromoCode, 'id' | 'usageCount' | 'createdAt' | 'description'> & {
  description?: string | null;
};

export const PROMO_RULES = {
  codeMax: 32,
  codePattern: /^[A-Z0-9_-]+$/,
  descriptionMax: 200,
  percentageMax: 100,
  fixedMax: 100_000,
  usageLimitDefault: 100,
  userUsageLimitDefault: 1,
  limitMax: 1_000_000,
} as const;

export const PROMO_MESSAGES = {
  /** docs/product/validation.md#validation and docs/product/errors.md#errors promo entry. */
  enterCode: 'Please enter a promo code',
  invalid: 'Invalid promo code',
  failed: 'Failed to validate promo code',
  applied: 'Promo Code Applied!',
  /** The server's reasons, shown as the error text. */
  unknown: 'This promo code does not exist',
  inactive: 'This promo code is no longer active',
  notStarted: (startDate: string) => `This promo code can be used from ${startDate}`,
  expired: 'This promo code has expired',
  usedUp: 'This promo code has reached its usage limit',
  perUserUsed: 'You have already used this promo code the maximum number of times',
  /** A redemption for a booking that already holds another promo code. */
  alreadyApplied: 'This booking already has a promo code applied',
  tooMany: (seconds: number) => `Too many promo code attempts. Please try again in ${waitTime(seconds)}.`,
  /** docs/product/validation.md#validation admin form. */
  code: 'Code is required',
  codeFormat: `Use up to ${PROMO_RULES.codeMax} letters, digits, - or _`,
  codeTaken: 'A promo code with this code already exists',
  discountType: 'Discount type must be fixed or percentage',
  discountValue: 'Discount value must be a number of at least 0',
  fixedDecimals: 'A fixed discount has at most 2 decimals',
  fixedMax: `A fixed discount can be at most ${formatUsd(PROMO_RULES.fixedMax * 100, true)}`,
  percentageWhole: 'A percentage is a whole number',
  percentageMax: 'A percentage cannot be more than 100',
  usageLimit: 'Total usage limit must be at least 1',
  userUsageLimit: 'Uses per user must be at least 1',
  startDate: 'Start date is required',
  expiresAt: 'End date must be a valid date',
  expiresBeforeStart: 'End date must be on or after the start date',
  description: `Description must be at most ${PROMO_RULES.descriptionMax} characters`,
  isActive: 'Active must be true or false',
  notFound: 'Promo code not found',
} as const;
