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
 * The per-user refusal when `user` has used up the promo's uses per user: counted per account, or per parent e-mail
 * for anonymous bookings, by each booking's owner now (a booking that joined an account since counts for it).
 * `exceptBookingId`'s own use is not counted against it.
 */
export async function perUserProblem(
  manager: EntityManager,
  promo: PromoCodeEntity,
  user: PromoUser,
  exceptBookingId?: string,
): Promise<string | undefined> {
  const uses = liveUses(manager, promo.id).innerJoin('bookings', 'b', 'b.id = r.booking_id');
  if (user.userId !== null) uses.andWhere('b.user_id = :userId', { userId: user.userId });
  else uses.andWhere('b.user_id IS NULL AND lower(b.parent_email) = lower(:email)', { email: user.parentEmail });
  if (exceptBookingId) uses.andWhere('r.bookingId <> :exceptBookingId', { exceptBookingId });
  return (await uses.getCount()) >= promo.userUsageLimit ? PROMO_MESSAGES.perUserUsed : undefined;
}

/** A promo by code, whatever the case it was typed in (the unique index is on upper(code)). */
export const promoByCode = (manager: EntityManager, code: string) =>
  manager.getRepository(PromoCodeEntity).createQueryBuilder('p').where('upper(p.code) = upper(:code)', { code });
