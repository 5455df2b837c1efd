import { dollarsToCents, formatUsd } from '@app/pricing';
import { deadlineWords } from './clock-words';
import { CHANGE_NOTICE_HOURS, type BookingPolicy, type RefundLine } from './manage-booking.contract';

/**
 * The words about a booking's money that the booking page, the cancel dialog, the profile card and the e-mails share
 * (issue #36): one place, so a deadline, a fee or an amount reads the same wherever a parent meets it. Amounts are the
 * server's figures (dollar strings or cents); nothing here computes a refund.
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
