import { formatUsd } from '@app/pricing';
import { calendarDayWords } from '../words/clock.words';
import { DAY_BOUND_MESSAGES } from '../validation/day-bounds.validator';

/**
 * Money taken outside PayPal (docs/product/money.md#cash-and-bank-transfer): an admin records cash or a bank transfer
 * as a payment of its own kind, and may reverse one with a reason. The methods, the words and the messages live here,
 * once.
 */
export const OFFLINE_PAYMENT_METHODS = ['cash', 'bank-transfer'] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

/** The method as a label (the form's choice, the receipt's "Method" row). */
export const OFFLINE_PAYMENT_LABELS: Record<OfflinePaymentMethod, string> = {
  cash: 'Cash',
  'bank-transfer': 'Bank transfer',
};

/** The method inside a sentence: "Paid $200.00 in cash on ...". */
export const OFFLINE_METHOD_WORDS: Record<OfflinePaymentMethod, string> = {
  cash: 'in cash',
  'bank-transfer': 'by bank transfer',
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

/** "Sat, Feb 20, 2027": the calendar day money was received. */
export const receivedOnWords = (day: string): string =>
  calendarDayWords(day, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

/** "Paid $200.00 in cash on Sat, Feb 20, 2027": the receipt, its e-mail and the history say it the same way. */
export function offlinePaymentWords(method: OfflinePaymentMethod, amountCents: number, receivedOn: string): string {
  return `Paid ${formatUsd(amountCents)} ${OFFLINE_METHOD_WORDS[method]} on ${receivedOnWords(receivedOn)}`;
}

/** A cancellation's refund beyond what PayPal holds, owed by hand: "$150.00 to return in cash or by bank transfer". */
export const owedBackWords = (owedCents: number): string =>
  `${formatUsd(owedCents)} to return in cash or by bank transfer`;

/** The parent's words for the same, in the cancellation e-mail. */
export const owedBackEmailWords = (owedCents: number): string =>
  `${formatUsd(owedCents)} of your refund was paid to us in cash or by bank transfer, so it goes back to you the same way: we will contact you to arrange it.`;

export const isOfflineMethod = (method: string): method is OfflinePaymentMethod =>
  (OFFLINE_PAYMENT_METHODS as readonly string[]).includes(method);
