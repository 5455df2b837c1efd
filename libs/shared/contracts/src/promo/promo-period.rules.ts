import type { PromoCode } from './promo.contract';

/** Where a day falls in a promo code's dates: before its start, between (both ends inclusive), after its end. */
export type PromoPeriod = 'scheduled' | 'running' | 'expired';

/**
 * The one reading of a promo's dates, for the server's refusal (promoProblem) and the admin's Scheduled / Expired badge
 * alike. `today` is yyyy-MM-dd in the business time zone (docs/product/pages.md#business-facts); the dates compare as
 * text.
 */
export function promoPeriod(promo: Pick<PromoCode, 'startDate' | 'expiresAt'>, today: string): PromoPeriod {
  if (today < promo.startDate) return 'scheduled';
  if (promo.expiresAt !== null && today > promo.expiresAt) return 'expired';
  return 'running';
}
