import type { PaymentStatus } from '@app/contracts';
import { balanceDue, changedDiscountCents, finalAmountCents, type PromoTerms } from '@app/pricing';
import type { BookingEntity } from './entities/booking.entity';

/**
 * What a booking's money becomes at a new total (an admin's change, a raised children count): the promo taken again (a
 * percentage off the new total, a fixed amount kept), the final price, the balance due on what was paid, and the
 * payment status that follows. One place, so the offer a parent sees is what the change then writes.
 */
export function changedMoney(
  booking: Pick<BookingEntity, 'promoDiscountCents' | 'amountPaidCents' | 'paymentStatus'>,
  totalCents: number,
  promo: PromoTerms | null,
) {
  const promoDiscountCents = changedDiscountCents(promo, booking.promoDiscountCents, totalCents);
  const finalCents = finalAmountCents(totalCents, promoDiscountCents);
  const balanceDueCents = balanceDue(finalCents, booking.amountPaidCents);
  const paymentStatus: PaymentStatus =
    booking.amountPaidCents === 0 ? booking.paymentStatus : balanceDueCents > 0 ? 'deposit_paid' : 'completed';
  return { promoDiscountCents, finalCents, balanceDueCents, paymentStatus };
}
