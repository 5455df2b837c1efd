/**
 * What a parent who cancels in time gets back (docs/product/constants.md#business-constants-and-limits "full refund
 * less processing fees"): what they paid less the fee, the fee rounded to the cent (paid $600.00 at 3% → $582.00 back).
 */
export function refundLessFee(paidCents: number, feePercent: number): number {
  return paidCents - Math.round((paidCents * feePercent) / 100);
}
