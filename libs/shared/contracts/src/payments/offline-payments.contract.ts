import { formatUsd } from '@app/pricing';
import { receivedOnWords } from '../words/clock.words';
import { DAY_BOUND_MESSAGES } from '../validation/day-bounds.validator';

/**
 * Money taken outside PayPal (docs/product/money.md#cash-and-bank-transfer): an admin records cash or a bank transfer
 * as a payment of its own kind, and may reverse one with a reason. The methods and the messages live here, once; the
 * sentences about such money (the receipt's, the history's) are the money words (words/money.words.ts).
 */
export const OFFLINE_PAYMENT_METHODS = ['cash', 'bank-transfer'] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

/** The method as a label (the form's choice, the receipt's "Method" row). */
export const OFFLINE_PAYMENT_LABELS: Record<OfflinePaymentMethod, string> = {
  cash: 'Cash',
  'bank-transfer': 'Bank transfer',
};

export const OFFLINE_NOTE_MAX = 500;
export const REVERSAL_REASON_MAX = 500;

/** POST /api/admin/bookings/:id/payments: money received outside PayPal. */
export interface RecordPaymentRequest {
  method: OfflinePaymentMethod;
  /** Dollars, at most the balance due. */
  amount: string;
  /** The business day it was received (yyyy-MM-dd): not after today, not before the booking was made. */
  receivedOn: string;
  note?: string;
}

/**
 * POST /api/admin/payments/:id/reverse: an offline payment undone (recorded by mistake, a bounced transfer), or what a
 * cancellation left to return by hand given back.
 */
export interface ReversePaymentRequest {
  reason: string;
  /**
   * Dollars, for part of the payment; left out: what is owed back on it (a cancellation's refund beyond PayPal), else
   * all that is left of it.
   */
  amount?: string;
}

export const OFFLINE_PAYMENT_MESSAGES = {
  methodInvalid: 'Choose how the money was paid: cash or bank transfer.',
  amountFormat: 'Enter the amount in dollars with at most 2 decimals, like "200.00".',
  amountZero: 'The amount must be more than $0.00.',
  amountTooLarge: (dueCents: number) => `The amount is more than the balance due of ${formatUsd(dueCents)}.`,
  receivedOnFormat: 'Enter the day the money was received (yyyy-MM-dd).',
  receivedOnFuture: 'The day received cannot be in the future.',
  receivedOnTooOld: `${DAY_BOUND_MESSAGES.tooOld('The day received')}.`,
  /** 422 OFFLINE_PAYMENT_REFUSED: money for a booking is not received before it was made (its day, yyyy-MM-dd). */
  receivedOnBeforeBooking: (bookedOn: string) =>
    `The day received cannot be before the booking was made, on ${receivedOnWords(bookedOn)}.`,
  noteTooLong: `A note must be at most ${OFFLINE_NOTE_MAX} characters.`,
  reasonRequired: 'Please give a reason for the reversal.',
  reasonTooLong: `The reason must be at most ${REVERSAL_REASON_MAX} characters.`,
  /** A PayPal payment goes back through a refund (cancel), never through a reversal. */
  notOffline: 'Only a payment recorded as cash or bank transfer can be reversed here.',
  alreadyReversed: 'This payment was already reversed.',
  reverseTooLarge: (leftCents: number) => `The amount is more than the ${formatUsd(leftCents)} left of this payment.`,
  recorded: 'Payment recorded.',
  reversed: 'Payment reversed.',
  returned: 'Return recorded.',
} as const;

export const isOfflineMethod = (method: string): method is OfflinePaymentMethod =>
  (OFFLINE_PAYMENT_METHODS as readonly string[]).includes(method);
