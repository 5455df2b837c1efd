import type { PromoCode, PromoCodeRequest, PublicPromoCode } from '@app/contracts';
import { centsToDollars } from '@app/pricing';
import type { PromoCodeEntity } from './promo-code.entity';

/** The discount value as people read it: dollars for `fixed` (stored as cents), the whole percent otherwise. */
const shownValue = ({ discountType, discountValue }: PromoCodeEntity): number =>
  discountType === 'fixed' ? Number(centsToDollars(discountValue)) : discountValue;

export function toPublicPromoCode(promo: PromoCodeEntity): PublicPromoCode {
  const { code, description, discountType } = promo;
  return { code, description, discountType, discountValue: shownValue(promo) };
}

export function toPromoCode(promo: PromoCodeEntity): PromoCode {
  const { id, usageLimit, usageCount, userUsageLimit, startDate, expiresAt, isActive, createdAt } = promo;
  return {
    id,
    ...toPublicPromoCode(promo),
    usageLimit,
    usageCount,
    userUsageLimit,
    startDate,
    expiresAt,
    isActive,
    createdAt: createdAt.toISOString(),
  };
}

/** The stored columns of an admin's form (already validated by PromoCodeDto: a fixed value has at most 2 decimals). */
export function fromPromoCodeRequest(dto: PromoCodeRequest): Partial<PromoCodeEntity> {
  const { code, description, discountType, discountValue, usageLimit, userUsageLimit, startDate, expiresAt, isActive } =
    dto;
  return {
    code,
    description: description ?? null,
    discountType,
    discountValue: discountType === 'fixed' ? Math.round(discountValue * 100) : discountValue,
    usageLimit,
    userUsageLimit,
    startDate,
    expiresAt: expiresAt ?? null,
    isActive,
  };
}
