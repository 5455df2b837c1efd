import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PROMO_MESSAGES, type PromoValidationResult } from '@app/contracts';
import { centsToDollars, promoDiscountCents } from '@app/pricing';
import { SettingsService } from '@app/settings';
import { PromoBooking, PromoUser, promoUserOf } from './promo-booking';
import { promoProblem } from './promo-rules';
import { ownUse, perUserProblem, promoByCode } from './promo-uses';
import { toPublicPromoCode } from './promo.mappers';

/** Who asks: the booking being paid for when there is one, else the signed-in account (or nobody known). */
export interface ValidationContext {
  booking?: PromoBooking;
  userId?: string | null;
}

/**
 * POST /api/promo/validate: whether a code can be used now, and why not. Read-only: it never takes a use, so the
 * answer can change before payment (the redemption decides for real, under the promo's lock).
 */
@Injectable()
export class PromoValidationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  async validate(code: string, { booking, userId }: ValidationContext): Promise<PromoValidationResult> {
    const manager = this.dataSource.manager;
    const promo = await promoByCode(manager, code).getOne();
    if (!promo) return refused(PROMO_MESSAGES.unknown);
    // The booking's own use (re-opening the dialog after reserving) is not held against it.
    const holdsUse = booking ? (await ownUse(manager, promo.id, booking.id)) !== null : false;
    const user: PromoUser | undefined = booking ? promoUserOf(booking) : userId ? { userId } : undefined;
    const problem =
      promoProblem(promo, this.settings.today(), holdsUse) ??
      (user && !holdsUse ? await perUserProblem(manager, promo, user, booking?.id) : undefined);
    if (problem) return refused(problem);
    const result: PromoValidationResult = { valid: true, promoCode: toPublicPromoCode(promo), error: null };
    if (booking) result.discountAmount = centsToDollars(promoDiscountCents(promo, booking.totalCents));
    return result;
  }
}

const refused = (error: string): PromoValidationResult => ({ valid: false, promoCode: null, error });
