import type { EntityManager } from 'typeorm';
import { PROMO_MESSAGES } from '@app/contracts';
import { PromoCodeEntity } from './promo-code.entity';
import type { PromoUser } from './promo-booking';
import { PromoRedemptionEntity } from './promo-redemption.entity';

/** The live uses (reserved or redeemed) of a promo: the ones that count toward its limits. */
const liveUses = (manager: EntityManager, promoCodeId: number) =>
  manager
    .getRepository(PromoRedemptionEntity)
    .createQueryBuilder('r')
    .where('r.promoCodeId = :promoCodeId', { promoCodeId })
    .andWhere(`r.state <> 'released'`);

/** The booking's own live use of the promo, if it holds one. */
export function ownUse(manager: EntityManager, promoCodeId: number, bookingId: string) {
  return liveUses(manager, promoCodeId).andWhere('r.bookingId = :bookingId', { bookingId }).getOne();
}

/**
 * The per-user refusal when `user` has used up the promo's uses per user (counting per account, or per parent e-mail
 * for anonymous bookings); `exceptBookingId`'s own use is not counted against it.
 */
export async function perUserProblem(
  manager: EntityManager,
  promo: PromoCodeEntity,
  user: PromoUser,
  exceptBookingId?: string,
): Promise<string | undefined> {
  const uses = liveUses(manager, promo.id);
  if (user.userId !== null) uses.andWhere('r.userId = :userId', { userId: user.userId });
  else uses.andWhere('r.userId IS NULL AND r.parentEmail = lower(:email)', { email: user.parentEmail });
  if (exceptBookingId) uses.andWhere('r.bookingId <> :exceptBookingId', { exceptBookingId });
  return (await uses.getCount()) >= promo.userUsageLimit ? PROMO_MESSAGES.perUserUsed : undefined;
}

/** A promo by code, whatever the case it was typed in (the unique index is on upper(code)). */
export const promoByCode = (manager: EntityManager, code: string) =>
  manager.getRepository(PromoCodeEntity).createQueryBuilder('p').where('upper(p.code) = upper(:code)', { code });
