import { balanceDue } from './price-lines';

/**
 * How much one payment takes (docs/product/money.md#deposit): the 50% deposit, the full final, or the balance left
 * after a deposit. The api charges exactly this and the payment dialog shows it, so both call this one function.
 */
export const PAYMENT_PLANS = ['deposit', 'full', 'balance'] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

/**
 * docs/product/constants.md#business-constants-and-limits policy: a 50% deposit secures the booking, the balance is due
 * on event day.
 */
export const DEPOSIT_PERCENT = 50;

export interface PayableBooking {
  /** max(0, total − promo discount): what the booking costs in all. */
  finalCents: number;
  amountPaidCents: number;
}

/**
 * The amount `plan` charges now, in cents, or undefined when the plan does not apply: nothing is due, a deposit or a
 * full payment after something was paid, or a balance before anything was. The deposit rounds half a cent up.
 */
export function planAmountCents(
  plan: PaymentPlan,
  { finalCents, amountPaidCents }: PayableBooking,
): number | undefined {
  const due = balanceDue(finalCents, amountPaidCents);
  if (due <= 0) return undefined;
  if (plan === 'balance') return amountPaidCents > 0 ? due : undefined;
  if (amountPaidCents > 0) return undefined;
  return plan === 'full' ? finalCents : Math.ceil((finalCents * DEPOSIT_PERCENT) / 100);
}
