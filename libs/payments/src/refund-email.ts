import type { BusinessFacts } from '@app/config';
import { shortBookingId } from '@app/contracts';
import { formatUsd } from '@app/pricing';

export interface RefundEmailFacts {
  parentName: string;
  bookingId: string;
  amountCents: number;
  /** What the parent has paid in all after this refund. */
  amountPaidCents: number;
  kind: 'refund' | 'reversal';
  business: Pick<BusinessFacts, 'phone' | 'email'>;
  /** The booking's own page (its signed link). */
  pageUrl: string;
}

/** The parent's "we refunded you" e-mail: how much, on which booking, when it reaches them. */
export function refundEmail(f: RefundEmailFacts): { subject: string; text: string } {
  const ref = shortBookingId(f.bookingId);
  const what =
    f.kind === 'reversal'
      ? `PayPal reversed ${formatUsd(f.amountCents)} of your payment for booking ${ref}.`
      : `We refunded ${formatUsd(f.amountCents)} of your payment for booking ${ref}.`;
  const text = [
    `Hi ${f.parentName},`,
    '',
    what,
    'The money goes back to the PayPal account or card you paid with; PayPal usually shows it within a few days.',
    `Paid on this booking after the refund: ${formatUsd(f.amountPaidCents)}.`,
    '',
    `Your booking: ${f.pageUrl}`,
    '',
    `Questions? Call us at ${f.business.phone} or write to ${f.business.email}.`,
    '',
    'Champions Party',
  ].join('\n');
  return { subject: `Refund of ${formatUsd(f.amountCents)} for booking ${ref}`, text: `${text}\n` };
}
