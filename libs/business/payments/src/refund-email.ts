import {
  bookingEmailActions,
  emailSignOff,
  OFFLINE_METHOD_WORDS,
  paidNetWords,
  PAYPAL_REFUND_TIMING,
  shortBookingId,
  type BookingStatus,
  type BusinessSettings,
  type OfflinePaymentMethod,
  parentGreeting,
} from '@app/contracts';
import { composeEmail, type Email } from '@app/mail';
import { formatUsd } from '@app/pricing';

export interface RefundEmailFacts {
  parentName: string;
  bookingId: string;
  /** This refund: the amount its line on the booking's page shows. */
  amountCents: number;
  kind: 'refund' | 'reversal';
  /** The business handed it back itself (cash, a transfer), as the payment came: no PayPal words. */
  returnedBy?: OfflinePaymentMethod;
  /** What the parent paid in all (the captures), refunded so far up to this refund, and refunds still to come. */
  paidCents: number;
  refundedCents: number;
  comingCents: number;
  cancelled: boolean;
  /** The booking as it is now: the e-mail offers to pay what is still due on it while it stands. */
  booking: { status: BookingStatus; balanceDueCents: number };
  business: Pick<BusinessSettings, 'phone' | 'email' | 'businessName'>;
  /** The booking's own page (its signed link). */
  pageUrl: string;
}

/**
 * The parent's "we refunded you" e-mail, one per refund PayPal makes: how much, on which booking, and
 * what the booking's money comes to with it, in the page's words. A refund in two parts (a deposit and its balance
 * were two captures) says the other part is coming, so the two e-mails add up to the refund the parent was promised.
 */
export function refundEmail(f: RefundEmailFacts): Email {
  const ref = shortBookingId(f.bookingId);
  const what = f.returnedBy
    ? `We returned ${formatUsd(f.amountCents)} of your payment for booking ${ref} ${OFFLINE_METHOD_WORDS[f.returnedBy]}.`
    : f.kind === 'reversal'
      ? `PayPal reversed ${formatUsd(f.amountCents)} of your payment for booking ${ref}.`
      : `We refunded ${formatUsd(f.amountCents)} of your payment for booking ${ref}.`;
  const coming = f.comingCents > 0;
  const money = paidNetWords({
    paidCents: f.paidCents,
    refundedCents: f.refundedCents,
    cancelled: f.cancelled && !coming,
  });
  return composeEmail(`Refund of ${formatUsd(f.amountCents)} for booking ${ref}`, {
    greeting: parentGreeting(f.parentName),
    intro: [
      {
        lines: [
          what,
          ...(f.returnedBy ? [] : [PAYPAL_REFUND_TIMING]),
          ...(coming
            ? [`Another ${formatUsd(f.comingCents)} of your refund is on its way, with an e-mail of its own.`]
            : []),
        ],
      },
    ],
    ...bookingEmailActions(f.pageUrl, f.booking),
    blocks: [{ lines: [`${coming ? 'On this booking so far' : 'On this booking'}: ${money}.`] }],
    signOff: emailSignOff(f.business),
  });
}
