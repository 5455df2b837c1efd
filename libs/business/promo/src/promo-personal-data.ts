import { EntityManager, In } from 'typeorm';
import { PromoRedemptionEntity } from './promo-redemption.entity';

/**
 * The promo codes' part of a parent's erasure (docs/product/privacy.md#deleting-an-account), in the caller's
 * transaction: a use of a code is a money record (what the code took off), kept with its amounts; the e-mail it was
 * made under goes. The use still counts against the code's limits (its booking keeps its account, which the per-user
 * limit counts by). Doing it twice changes nothing.
 */
export async function erasePromoUses(manager: EntityManager, bookingIds: string[]): Promise<void> {
  if (!bookingIds.length) return;
  await manager.update(PromoRedemptionEntity, { bookingId: In(bookingIds) }, { parentEmail: '' });
}
