import {
  emailSignOff,
  owedBackEmailWords,
  shortBookingId,
  startTimeLabel,
  type BusinessSettings,
} from '@app/contracts';
import { longDate } from './booking-received-email';
import type { BookingEntity } from './entities/booking.entity';

/**
 * The parent's "your booking was cancelled" e-mail: which event, why, and its page. A refund has its own e-mail once
 * PayPal made it (payments' refund e-mail), so this one never promises money PayPal may not have sent; what goes back
 * by hand (`owedCents`: paid in cash or by transfer, beyond what PayPal held; issue #37) is said here, as no PayPal
 * refund will tell of it.
 */
export function bookingCancelledEmail(
  b: BookingEntity,
  reason: string,
  business: Pick<BusinessSettings, 'phone' | 'email' | 'businessName'>,
  pageUrl: string,
  owedCents = 0,
): { subject: string; text: string } {
  const ref = shortBookingId(b.id);
  const text = [
    `Hi ${b.parentName},`,
    '',
    `Your booking ${ref} for ${b.childName}'s event on ${longDate(b.eventDate)} at ${startTimeLabel(b.eventTime)} has been cancelled.`,
    '',
    `Reason: ${reason}`,
    '',
    ...(owedCents > 0 ? [owedBackEmailWords(owedCents), ''] : []),
    `Your booking: ${pageUrl}`,
    ...emailSignOff(business, 'Questions, or would you like another date?'),
  ].join('\n');
  return { subject: `Your booking ${ref} has been cancelled`, text: `${text}\n` };
}
