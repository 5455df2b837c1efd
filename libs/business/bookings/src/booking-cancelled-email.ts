import {
  bookingEmailActions,
  cancelledRefundWords,
  emailSignOff,
  owedBackEmailWords,
  shortBookingId,
  startTimeLabel,
  toRefundSplit,
  type BusinessSettings,
  parentGreeting,
} from '@app/contracts';
import { heldTotalCents, type MoneyHeld } from '@app/pricing';
import { composeEmail, type Email } from '@app/mail';
import { longDate } from './booking-received-email';
import type { BookingEntity } from './entities/booking.entity';

/**
 * The parent's "your booking was cancelled" e-mail: which event, why, its page, and any refund (`refund`, by how it
 * goes back): what comes back, how and when, whoever cancelled (the parent in time, an admin, an admin approving a late
 * request). PayPal's part also has its own e-mail once PayPal made it (payments' refund e-mail), so this one says it is
 * on its way rather than sent; what goes back by hand (`owedCents`: paid in cash or by transfer, beyond what PayPal
 * held) is said too, as no PayPal refund will tell of it.
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
  const refundBlock =
    refund && heldTotalCents(refund) > 0 ? [{ lines: [cancelledRefundWords(toRefundSplit(refund))] }] : [];
  return composeEmail(`Your booking ${ref} has been cancelled`, {
    greeting: parentGreeting(b.parentName),
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
      ...refundBlock,
      ...(owedCents > 0 ? [{ lines: [owedBackEmailWords(owedCents)] }] : []),
    ],
    signOff: emailSignOff(business, 'Questions, or would you like another date?'),
  });
}
