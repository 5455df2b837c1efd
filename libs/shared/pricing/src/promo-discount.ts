/**
 * A promo's terms: `discountValue` is cents for `fixed`, a whole percent for `percentage`
 * (docs/product/api.md#entities).
 */
export interface PromoTerms {
  discountType: 'fixed' | 'percentage';
  discountValue: number;
}

/** The discount in cents on a total in cents: never more than the total, so the final never goes below 0. */
export function promoDiscountCents(promo: PromoTerms, totalCents: number): number {
  const discount =
    promo.discountType === 'fixed' ? promo.discountValue : Math.round((totalCents * promo.discountValue) / 100);
  return Math.min(Math.max(discount, 0), totalCents);
}

/**
 * A changed booking's discount on its new total: a percentage promo's taken again on it; a fixed one (or a promo whose
 * terms are gone, deleted since) keeps the amount the booking had. Never more than the new total.
 */
export function changedDiscountCents(promo: PromoTerms | null, discountBefore: number, totalCents: number): number {
  return promo?.discountType === 'percentage'
    ? promoDiscountCents(promo, totalCents)
    : Math.min(discountBefore, totalCents);
}
