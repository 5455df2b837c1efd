import { atom } from 'jotai';
import type { Booking } from '@app/contracts';

/**
 * A payment that just went through (or a free booking that was confirmed), for the "Payment Successful" and "Booking
 * Complete" dialogs that follow the payment dialog (docs/product/pages.md#routes). Amounts in cents as the payment
 * dialog showed them: the booking's total, the promo discount, what this payment took.
 */
export interface PaymentOutcome {
  booking: Booking;
  totalCents: number;
  discountCents: number;
  paidNowCents: number;
  stage: 'paid' | 'complete';
}

export const paymentOutcomeAtom = atom<PaymentOutcome | null>(null);
