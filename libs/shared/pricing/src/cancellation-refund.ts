/**
 * What a parent who cancels in time gets back (docs/product/constants.md#business-constants-and-limits "full refund
 * less processing fees"): what they paid less the fee, the fee rounded to the cent (paid $600.00 at 3% → $582.00 back).
 */
export function refundLessFee(paidCents: number, feePercent: number): number {
  return paidCents - Math.round((paidCents * feePercent) / 100);
}

/**
 * What a booking's payments still hold, by how the money came in, in cents: PayPal's captures (less what they
 * refunded, and less an overpayment's refund still on its way), and the cash and bank transfers an admin recorded
 * (less what was reversed or is owed back already).
 */
export interface MoneyHeld {
  paypalCents: number;
  cashCents: number;
  bankTransferCents: number;
}

export const NOTHING_HELD: MoneyHeld = { paypalCents: 0, cashCents: 0, bankTransferCents: 0 };

export const heldTotalCents = (held: MoneyHeld): number => held.paypalCents + held.cashCents + held.bankTransferCents;

/**
 * How a refund of `cents` goes back: through PayPal up to what its captures hold (PayPal refunds only its own
 * captures, docs/cancellation.md), then by hand, in cash before bank transfer, each up to what it holds. The one
 * rule both the promise (the parent's offer, the admin's Refundable) and the refund recorded follow; the parts sum
 * to `cents` unless the payments hold less, which the caller refuses.
 */
export function splitRefund(cents: number, held: MoneyHeld): MoneyHeld {
  const paypalCents = Math.max(0, Math.min(cents, held.paypalCents));
  const cashCents = Math.max(0, Math.min(cents - paypalCents, held.cashCents));
  const bankTransferCents = Math.max(0, Math.min(cents - paypalCents - cashCents, held.bankTransferCents));
  return { paypalCents, cashCents, bankTransferCents };
}
