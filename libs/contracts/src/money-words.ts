import {
  dollarsToCents,
  formatUsd,
  planAmountCents,
  refundLessFee,
  type PayableBooking,
  type PaymentPlan,
} from '@app/pricing';
import { deadlineWords, shortDayWords, shortDeadlineWords } from './clock-words';
import { CHANGE_NOTICE_HOURS, type BookingPolicy, type RefundLine } from './manage-booking.contract';

/**
 * The words about a booking's money that the review, the payment dialog, the booking page, the cancel dialog, the
 * profile card and the e-mails share: one place, so a deadline, a fee or an amount reads the same wherever a parent
 * meets it. Amounts are the server's figures (dollar strings or cents); a refund to come is libs/pricing's
 * `refundLessFee`, the rule the server refunds by.
 */

type Offer = Pick<BookingPolicy, 'cancel' | 'changeDeadline' | 'feePercent' | 'refundNow'>;

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
  return refund > 0
    ? `${by} to get ${formatUsd(refund)} back: what you paid less the ${policy.feePercent}% processing fee.`
    : `${by} at no cost: nothing has been paid yet.`;
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

/** The facts of paying a booking by `plan` now: today's amount is libs/pricing's, what the api charges. */
export function plannedPayment(plan: PaymentPlan, payable: PayableBooking, terms: PlanTerms): PaymentPlanFacts {
  const dueTodayCents = planAmountCents(plan, payable) ?? 0;
  const balanceCents = Math.max(0, payable.finalCents - payable.amountPaidCents - dueTodayCents);
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
export const REFUND_STATE_WORDS: Record<RefundLine['state'], string> = {
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
