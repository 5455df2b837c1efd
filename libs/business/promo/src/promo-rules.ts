import { PROMO_MESSAGES, promoPeriod } from '@app/contracts';
import type { PromoCodeEntity } from './promo-code.entity';

type PromoFacts = Pick<PromoCodeEntity, 'isActive' | 'startDate' | 'expiresAt' | 'usageCount' | 'usageLimit'>;

/**
 * Why a promo cannot be used on `today` (yyyy-MM-dd in the business time zone), checked in the order a parent can
 * act on least to most: switched off, not yet, no longer, all uses gone. Dates are inclusive at both ends.
 * `ownUse` is true when the booking in question already holds one of the uses (it is not "used up" for that booking).
 */
export function promoProblem(promo: PromoFacts, today: string, ownUse = false): string | undefined {
  if (!promo.isActive) return PROMO_MESSAGES.inactive;
  const period = promoPeriod(promo, today);
  if (period === 'scheduled') return PROMO_MESSAGES.notStarted(promo.startDate);
  if (period === 'expired') return PROMO_MESSAGES.expired;
  if (!ownUse && promo.usageCount >= promo.usageLimit) return PROMO_MESSAGES.usedUp;
  return undefined;
}
