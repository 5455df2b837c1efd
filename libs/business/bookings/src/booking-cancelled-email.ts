import {
  bookingEmailActions,
  cancelledRefundWords,
  emailSignOff,
  owedBackEmailWords,
  refundedByHand,
  shortBookingId,
  startTimeLabel,
  toRefundSplit,
  type BusinessSettings,
} from '@app/contracts';
import type { MoneyHeld } from '@app/pricing';
import { composeEmail, type Email } from '@app/mail';
import { longDate } from './booking-received-email';
import type { BookingEntity } from './entities/booking.entity';

/**
 * The parent's "your booking was cancelled" e-mail: which event, why, and its page. A refund has its own e-mail once
 * PayPal made it (payments' refund e-mail), so this one never promises money PayPal may not have sent; what goes back
 * by hand (`owedCents`: paid in cash or by transfer, beyond what PayPal held) is said here, as no PayPal
 * refund will tell of it, with the whole refund by how it goes back (`refund`), so no part reads as PayPal's.
 */
export function bookingCancelledEmail(
  b: BookingEntity,
  reason: string,
  business: Pick<BusinessSettings, 'phone' | 'email' | 'businessName'>,
  pageUrl: string,
  owedCents = 0,
  refund?: MoneyHeld,
): Email {
  const ref = shortBookingId(b.id);
  const split = refund && toRefundSplit(refund);
  const byHand = split && refundedByHand(split) ? [{ lines: [cancelledRefundWords(split)] }] : [];
  return composeEmail(`Your booking ${ref} has been cancelled`, {
    greeting: `Hi ${b.parentName},`,
    intro: [
      {
        lines: [
          `Your booking ${ref} for ${b.childName}'s event on ${longDate(b.eventDate)} at ${startTimeLabel(b.eventTime)} has been cancelled.`,
        ],
      },
    ],
    ...bookingEmailActions(pageUrl, b),
    blocks: [
      { lines: [`Reason: ${reason}`] },
      ...byHand,
      ...(owedCents > 0 ? [{ lines: [owedBackEmailWords(owedCents)] }] : []),
    ],
    signOff: emailSignOff(business, 'Questions, or would you like another date?'),
  });
}
