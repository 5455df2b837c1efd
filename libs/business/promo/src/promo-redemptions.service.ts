import { Injectable } from '@nestjs/common';
import { EntityManager, Not, QueryFailedError } from 'typeorm';
import type { PromoTermsReader } from '@app/bookings';
import { PROMO_MESSAGES } from '@app/contracts';
import { promoDiscountCents, type PromoTerms } from '@app/pricing';
import { SettingsService } from '@app/settings';
import { PromoCodeEntity } from './promo-code.entity';
import { PromoBooking, promoUserOf } from './promo-booking';
import { PromoRedemptionEntity, RedemptionState } from './promo-redemption.entity';
import { promoProblem } from './promo-rules';
import { ownUse, perUserProblem, promoByCode } from './promo-uses';
import { PromoException } from './promo.exception';

/** A booking's live use of a promo, as the payment needs it. */
export interface PromoUse {
  redemptionId: string;
  promoCodeId: number;
  /** As stored (upper-case): what the booking records as its promo code. */
  code: string;
  state: Exclude<RedemptionState, 'released'>;
  /** The discount on the booking's total, in cents, never more than the total. */
  discountCents: number;
}

/** The index that allows one live use per booking (migration PromoCodes). */
const LIVE_BOOKING_INDEX = 'promo_redemptions_live_booking_key';

/**
 * Taking and giving back promo uses, always inside the caller's transaction (the payment's), so a use exists
 * exactly when the payment's own changes commit. Every change to a promo's uses first locks its row
 * (SELECT ... FOR UPDATE): concurrent uses of one promo queue there, and each one checks the usage limit and the
 * per-user limit against the committed uses of those before it, so neither limit can be overrun. The caller's
 * transaction must be READ COMMITTED (the default): each statement then sees what the lock's previous holder
 * committed. A refusal throws PROMO_UNAVAILABLE with the reason before anything is written.
 */
@Injectable()
export class PromoRedemptionsService implements PromoTermsReader {
  constructor(private readonly settings: SettingsService) {}

  /**
   * Holds a use for `booking` while its payment is in flight. A held use counts toward both limits (otherwise two
   * payments in flight could overrun them). Reserving again what the booking already holds returns that use.
   */
  reserve(manager: EntityManager, code: string, booking: PromoBooking): Promise<PromoUse> {
    return this.take(manager, code, booking, 'reserved');
  }

  /**
   * Makes the booking's use final: its reservation of this promo becomes redeemed (already counted, so no limit is
   * checked again), or, without one, a fresh use is taken under the limits. Redeeming twice returns the same use.
   */
  redeem(manager: EntityManager, code: string, booking: PromoBooking): Promise<PromoUse> {
    return this.take(manager, code, booking, 'redeemed');
  }

  /** Gives back the use the booking holds while paying (its payment failed). A redeemed use stays. */
  async release(manager: EntityManager, bookingId: string): Promise<boolean> {
    const held = await manager.getRepository(PromoRedemptionEntity).findOneBy({ bookingId, state: 'reserved' });
    if (!held) return false;
    // The promo's lock first, as every use takes it, so a release and a take never wait for each other crosswise.
    await this.lock(manager, { id: held.promoCodeId });
    const { affected } = await manager
      .createQueryBuilder()
      .update(PromoRedemptionEntity)
      .set({ state: 'released' })
      .where({ id: held.id, state: 'reserved' })
      .execute();
    if (!affected) return false;
    await manager.query(`UPDATE promo_codes SET usage_count = usage_count - 1 WHERE id = $1 AND usage_count > 0`, [
      held.promoCodeId,
    ]);
    return true;
  }

  /**
   * The terms the booking's promo was taken at (a change takes a percentage again, at the percent the parent was
   * given); null once the promo is deleted (its uses go with it).
   */
  async termsOf(manager: EntityManager, bookingId: string): Promise<PromoTerms | null> {
    const use = await manager.findOne(PromoRedemptionEntity, {
      where: { bookingId, state: Not('released') },
      select: { discountType: true, discountValue: true },
    });
    return use ? { discountType: use.discountType, discountValue: use.discountValue } : null;
  }

  private async take(
    manager: EntityManager,
    code: string,
    booking: PromoBooking,
    state: PromoUse['state'],
  ): Promise<PromoUse> {
    const promo = await this.lock(manager, { code });
    if (!promo) throw unavailable(PROMO_MESSAGES.unknown);
    const held = await ownUse(manager, promo.id, booking.id);
    if (held) {
      if (held.state === 'reserved' && state === 'redeemed') {
        await manager.update(PromoRedemptionEntity, { id: held.id }, { state });
      }
      return toUse(promo, held.id, held.state === 'redeemed' ? 'redeemed' : state, held.discountCents);
    }
    const redemptions = manager.getRepository(PromoRedemptionEntity);
    if (await redemptions.existsBy({ bookingId: booking.id, state: Not('released') })) {
      throw unavailable(PROMO_MESSAGES.alreadyApplied);
    }
    const user = promoUserOf(booking);
    const problem =
      promoProblem(promo, this.settings.today()) ?? (await perUserProblem(manager, promo, user, booking.id));
    if (problem) throw unavailable(problem);

    const discount = promoDiscountCents(promo, booking.totalCents);
    // Conditional as well as locked: the limit holds even for a writer that skipped the lock.
    const [, taken] = await manager.query(
      `UPDATE promo_codes SET usage_count = usage_count + 1 WHERE id = $1 AND usage_count < usage_limit`,
      [promo.id],
    );
    if (!taken) throw unavailable(PROMO_MESSAGES.usedUp);
    const id = await this.record(manager, {
      promoCodeId: promo.id,
      bookingId: booking.id,
      userId: user.userId,
      parentEmail: booking.parentEmail.toLowerCase(),
      state,
      discountCents: discount,
      discountType: promo.discountType,
      discountValue: promo.discountValue,
    });
    return toUse(promo, id, state, discount);
  }

  /** The promo's row, locked until the caller's transaction ends. */
  private lock(manager: EntityManager, by: { code: string } | { id: number }): Promise<PromoCodeEntity | null> {
    const query =
      'code' in by ? promoByCode(manager, by.code) : manager.createQueryBuilder(PromoCodeEntity, 'p').where(by);
    return query.setLock('pessimistic_write').getOne();
  }

  /** Inserts the use, or revives the booking's released row for this promo (one row per promo and booking). */
  private async record(manager: EntityManager, use: Omit<PromoRedemptionEntity, 'id' | 'createdAt' | 'updatedAt'>) {
    try {
      const { identifiers } = await manager
        .createQueryBuilder()
        .insert()
        .into(PromoRedemptionEntity)
        .values(use)
        .orUpdate(
          ['user_id', 'parent_email', 'state', 'discount_cents', 'discount_type', 'discount_value', 'updated_at'],
          ['promo_code_id', 'booking_id'],
        )
        .execute();
      return identifiers[0].id as string;
    } catch (err) {
      // The booking holds another promo (racing uses of two promos meet here, at the unique index).
      const constraint = err instanceof QueryFailedError && (err.driverError as { constraint?: string }).constraint;
      if (constraint === LIVE_BOOKING_INDEX) throw unavailable(PROMO_MESSAGES.alreadyApplied);
      throw err;
    }
  }
}

const unavailable = (message: string) => new PromoException('PROMO_UNAVAILABLE', message);

const toUse = (promo: PromoCodeEntity, redemptionId: string, state: PromoUse['state'], discount: number): PromoUse => ({
  redemptionId,
  promoCodeId: promo.id,
  code: promo.code,
  state,
  discountCents: discount,
});
