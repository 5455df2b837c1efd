import {
  balanceDue,
  centsToDollars,
  dollarsToCents,
  formatDollars,
  formatUsd,
  planAmountCents,
  refundLessFee,
  type MoneyHeld,
  type PayableBooking,
  type PaymentPlan,
} from '@app/pricing';
import { deadlineWords, receivedOnWords, shortDayWords, shortDeadlineWords } from './clock.words';
import { naturalList } from './list.words';
import {
  CHANGE_NOTICE_HOURS,
  type BookingPolicy,
  type RefundLine,
  type RefundSplit,
} from '../bookings/manage-booking.contract';
import type { OfflinePaymentMethod } from '../payments/offline-payments.contract';

/**
 * The words about a booking's money that the review, the payment dialog, the booking page, the cancel dialog, the
 * profile card and the e-mails share: one place, so a deadline, a fee or an amount reads the same wherever a parent
 * meets it. Amounts are the server's figures (dollar strings or cents); a refund to come is libs/shared/pricing's
 * `refundLessFee`, the rule the server refunds by.
 */

/** The method inside a sentence: "Paid $200.00 in cash on ...". */
export const OFFLINE_METHOD_WORDS: Record<OfflinePaymentMethod, string> = {
  cash: 'in cash',
  'bank-transfer': 'by bank transfer',
};

type Offer = Pick<BookingPolicy, 'cancel' | 'changeDeadline' | 'feePercent' | 'refundNow'> &
  Partial<Pick<BookingPolicy, 'refundNowSplit'>>;

/** A split in cents (libs/shared/pricing `splitRefund`) as the api answers it, in dollars. */
export const toRefundSplit = (split: MoneyHeld): RefundSplit => ({
  paypal: centsToDollars(split.paypalCents),
  cash: centsToDollars(split.cashCents),
  bankTransfer: centsToDollars(split.bankTransferCents),
});

/** An answered split back in cents, to sum or to word. */
export const refundSplitCents = (split: RefundSplit): MoneyHeld => ({
  paypalCents: dollarsToCents(split.paypal) ?? 0,
  cashCents: dollarsToCents(split.cash) ?? 0,
  bankTransferCents: dollarsToCents(split.bankTransfer) ?? 0,
});

/** Each part of a split that carries money, in the order it goes back: "$160.00 returned by us in cash". */
function refundSplitParts(split: RefundSplit): string[] {
  const { paypalCents, cashCents, bankTransferCents } = refundSplitCents(split);
  return [
    ...(paypalCents > 0 ? [`${formatUsd(paypalCents)} back to your PayPal`] : []),
    ...(cashCents > 0 ? [`${formatUsd(cashCents)} returned by us ${OFFLINE_METHOD_WORDS.cash}`] : []),
    ...(bankTransferCents > 0
      ? [`${formatUsd(bankTransferCents)} returned by us ${OFFLINE_METHOD_WORDS['bank-transfer']}`]
      : []),
  ];
}

/**
 * How a refund goes back, as a line of its own: "$850.01 back to your PayPal, $160.00 returned by us in cash" (only
 * PayPal: "$850.01 back to your PayPal"); PayPal refunds only what it took, so cash and transfers come back by hand.
 */
export function refundSplitWords(split: RefundSplit): string {
  const parts = refundSplitParts(split);
  return parts.length ? parts.join(', ') : 'nothing to give back';
}

/** When a PayPal refund shows, as the refund's own e-mail and the cancellation's say it. */
export const PAYPAL_REFUND_TIMING =
  'The money goes back to the PayPal account or card you paid with; PayPal usually shows it within a few days.';

/**
 * A cancellation's refund in its e-mail, whoever cancelled: what comes back and how ("Your refund: $895.00 back to
 * your PayPal, $128.35 returned by us in cash."), and when PayPal's part comes (PAYPAL_REFUND_TIMING, with an e-mail
 * of its own once sent); what goes back by hand is arranged with the parent (owedBackEmailWords).
 */
export function cancelledRefundWords(split: RefundSplit): string {
  const paypal = refundSplitCents(split).paypalCents > 0;
  const when = paypal ? ` ${PAYPAL_REFUND_TIMING} You get an e-mail once PayPal has sent it.` : '';
  return `Your refund: ${refundSplitWords(split)}.${when}`;
}

/**
 * A split as the admin reads it: "$895.00 through PayPal, $160.00 to return in cash" (what PayPal refunds, and what
 * the business hands back itself, then recorded with "Record the return…").
 */
export function adminRefundSplitWords(split: RefundSplit): string {
  const { paypalCents, cashCents, bankTransferCents } = refundSplitCents(split);
  const parts = [
    ...(paypalCents > 0 ? [`${formatUsd(paypalCents)} through PayPal`] : []),
    ...(cashCents > 0 ? [`${formatUsd(cashCents)} to return ${OFFLINE_METHOD_WORDS.cash}`] : []),
    ...(bankTransferCents > 0
      ? [`${formatUsd(bankTransferCents)} to return ${OFFLINE_METHOD_WORDS['bank-transfer']}`]
      : []),
  ];
  return parts.length ? parts.join(', ') : 'nothing';
}

/** The admin's refund field when part of the money came in cash or by transfer: PayPal cannot give all of it back. */
export const REFUND_BY_HAND_LABELS = {
  cancel: (most: string) =>
    `Refund, in dollars (up to ${formatDollars(most)}: PayPal first, the rest by hand; empty for none)`,
  approve: 'Refund, in dollars (PayPal first, the rest by hand; 0 for none)',
  /** Under the field, for the amount typed: how it would go back. */
  thisRefund: (split: RefundSplit) => `This refund: ${adminRefundSplitWords(split)}.`,
} as const;

/** The parent's answer once cancelled in time, when part of the refund is handed back by the business. */
export const cancelledByHandAnswer = (split: RefundSplit): string =>
  `Your booking is cancelled: ${refundSplitWords(split)}. An e-mail confirms it, and we will contact you to arrange what we return by hand.`;

/** Whether any of the split is handed back by the business rather than refunded through PayPal. */
export const refundedByHand = (split: RefundSplit): boolean => {
  const { cashCents, bankTransferCents } = refundSplitCents(split);
  return cashCents + bankTransferCents > 0;
};

/**
 * What cancelling now gives back, with its deadline and the fee kept: "Cancel by Tue, Feb 16, 10:00 AM Central to get
 * $582.00 back: what you paid less the 3% processing fee." Late, that a cancellation is a request; null when there is
 * nothing to cancel.
 */
export function cancellationOffer(policy: Offer, timeZone: string | undefined): string | null {
  if (policy.cancel === 'request') {
    return `Within ${CHANGE_NOTICE_HOURS} hours of the event a cancellation is a request to us: tell us why and we will reply by e-mail.`;
  }
  if (policy.cancel !== 'refund') return null;
  const by = `Cancel by ${deadlineWords(policy.changeDeadline, timeZone)}`;
  const refund = dollarsToCents(policy.refundNow) ?? 0;
  if (refund <= 0) return `${by} at no cost: nothing has been paid yet.`;
  const why = `what you paid less the ${policy.feePercent}% processing fee.`;
  // Money paid in cash or by transfer cannot go back through PayPal: the offer says which part comes back how.
  if (policy.refundNowSplit && refundedByHand(policy.refundNowSplit)) {
    return `${by} to get ${naturalList(refundSplitParts(policy.refundNowSplit))}: ${why}`;
  }
  return `${by} to get ${formatUsd(refund)} back: ${why}`;
}

/** A payment about to be made and what follows it: plain values, so the api's e-mails can state it too. */
export interface PaymentPlanFacts {
  /** What is paid today: the deposit or the full amount chosen; 0 when a promo covers the booking. */
  dueTodayCents: number;
  /** What is left for the event day after today's payment. */
  balanceCents: number;
  /** What was paid before today's payment (a deposit, when the balance is paid now); 0 before anything was. */
  paidBeforeCents?: number;
  /** The event's day (yyyy-MM-dd). */
  eventDate: string;
  /** The event's start less CHANGE_NOTICE_HOURS (`changeDeadline`, or the policy's ISO instant). */
  changeDeadline: string | Date;
  /** What a cancellation in time keeps (the admin's Settings). */
  feePercent: number;
}

/** What a booking's plan is stated with besides its amounts: the event's day, the deadline and the fee. */
export type PlanTerms = Pick<PaymentPlanFacts, 'eventDate' | 'changeDeadline' | 'feePercent'>;

/** The facts of paying a booking by `plan` now: today's amount is libs/shared/pricing's, what the api charges. */
export function plannedPayment(plan: PaymentPlan, payable: PayableBooking, terms: PlanTerms): PaymentPlanFacts {
  const dueTodayCents = planAmountCents(plan, payable) ?? 0;
  const balanceCents = balanceDue(payable.finalCents, payable.amountPaidCents + dueTodayCents);
  return { ...terms, dueTodayCents, balanceCents, paidBeforeCents: payable.amountPaidCents };
}

/**
 * The payment plan stated before paying: "Due today $447.50 · $447.50 on Dec 19 · cancel by Dec 17, 2:00 PM Central to
 * get $434.07 back (3% fee kept); after that, by request". A part with nothing in it drops out; past the deadline a
 * cancellation is a request from the start.
 */
export function paymentPlanWords(plan: PaymentPlanFacts, timeZone: string | undefined, now = new Date()): string {
  const money = [
    plan.dueTodayCents > 0 ? `Due today ${formatUsd(plan.dueTodayCents)}` : 'Nothing to pay today',
    ...(plan.balanceCents > 0 ? [`${formatUsd(plan.balanceCents)} on ${shortDayWords(plan.eventDate)}`] : []),
  ].join(' · ');
  if (now.getTime() > new Date(plan.changeDeadline).getTime()) {
    return `${money} · within ${CHANGE_NOTICE_HOURS} hours of the event a cancellation is by request`;
  }
  const refund = refundLessFee((plan.paidBeforeCents ?? 0) + plan.dueTodayCents, plan.feePercent);
  const fee = plan.feePercent > 0 ? ` (${plan.feePercent}% fee kept)` : '';
  const back = refund > 0 ? ` to get ${formatUsd(refund)} back${fee}` : ' at no cost';
  return `${money} · cancel by ${shortDeadlineWords(plan.changeDeadline, timeZone)}${back}; after that, by request`;
}

/**
 * The deposit plan of a booking nothing is paid on yet, as the review, the payment dialog, the booking page and the
 * received e-mail all state it.
 */
export const depositPlanWords = (
  payable: PayableBooking,
  terms: PlanTerms,
  timeZone: string | undefined,
  now = new Date(),
): string => paymentPlanWords(plannedPayment('deposit', payable, terms), timeZone, now);

/** What a booking's payments came to, in cents: paid in all, refunded of it (sent), and whether it was cancelled. */
export interface PaidNet {
  paidCents: number;
  refundedCents: number;
  cancelled: boolean;
}

/**
 * What was paid net of refunds: "Paid $400.00 · Refunded $388.00 · Kept $12.00" on a cancelled booking ("Paid
 * $400.00 · Refunded $150.00 · Net $250.00" on one that stands, "Paid $400.00" with no refund).
 */
export function paidNetWords({ paidCents, refundedCents, cancelled }: PaidNet): string {
  const paid = `Paid ${formatUsd(paidCents)}`;
  if (refundedCents <= 0) return paid;
  const net = paidCents - refundedCents;
  if (cancelled && net <= 0) return `${paid} · Refunded in full`;
  return `${paid} · Refunded ${formatUsd(refundedCents)} · ${cancelled ? 'Kept' : 'Net'} ${formatUsd(net)}`;
}

/** A refund's state as the parent reads it. */
const REFUND_STATE_WORDS: Record<RefundLine['state'], string> = {
  sent: 'sent',
  'on-its-way': 'on its way (PayPal has not confirmed it yet)',
  failed: 'not made yet (PayPal refused it; we will send it again)',
  owed: 'to be returned to you in cash or by bank transfer (we will contact you to arrange it)',
};

/** One refund on the booking's page: "Tue, Feb 16, 10:00 AM Central: $200.00 refund, sent". */
export function refundLineWords(line: RefundLine, timeZone: string | undefined): string {
  const amount = formatUsd(dollarsToCents(line.amount) ?? 0);
  return `${deadlineWords(line.at, timeZone)}: ${amount} refund, ${REFUND_STATE_WORDS[line.state]}`;
}

/** "Paid $200.00 in cash on Sat, Feb 20, 2027": the receipt, its e-mail and the history say it the same way. */
export function offlinePaymentWords(method: OfflinePaymentMethod, amountCents: number, receivedOn: string): string {
  return `Paid ${formatUsd(amountCents)} ${OFFLINE_METHOD_WORDS[method]} on ${receivedOnWords(receivedOn)}`;
}

/** "Received in cash on Dec 1": an offline payment's state in the admin's payments, in place of PayPal's "Captured". */
export const receivedWords = (method: OfflinePaymentMethod, receivedOn: string): string =>
  `Received ${OFFLINE_METHOD_WORDS[method]} on ${shortDayWords(receivedOn)}`;

/** A cancellation's refund beyond what PayPal holds, owed by hand: "$150.00 to return in cash or by bank transfer". */
export const owedBackWords = (owedCents: number): string =>
  `${formatUsd(owedCents)} to return in cash or by bank transfer`;

/** The parent's words for the same, in the cancellation e-mail. */
export const owedBackEmailWords = (owedCents: number): string =>
  `${formatUsd(owedCents)} of your refund was paid to us in cash or by bank transfer, so it goes back to you the same way: we will contact you to arrange it.`;
