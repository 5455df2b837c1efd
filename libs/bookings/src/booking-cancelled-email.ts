import type { BusinessFacts } from '@app/config';
import { shortBookingId, startTimeLabel } from '@app/contracts';
import { longDate } from './booking-received-email';
import type { BookingEntity } from './entities/booking.entity';

/** The parent's "your booking was cancelled" e-mail: which event, why, any refund on its way, and its page. */
export function bookingCancelledEmail(
  b: BookingEntity,
  cancellation: { reason: string; refunded: string | null },
  business: Pick<BusinessFacts, 'phone' | 'email'>,
  pageUrl: string,
): { subject: string; text: string } {
  const ref = shortBookingId(b.id);
  const text = [
    `Hi ${b.parentName},`,
    '',
    `Your booking ${ref} for ${b.childName}'s event on ${longDate(b.eventDate)} at ${startTimeLabel(b.eventTime)} has been cancelled.`,
    '',
    `Reason: ${cancellation.reason}`,
    ...(cancellation.refunded
      ? [
          '',
          `We refunded $${cancellation.refunded} to the PayPal account or card you paid with; PayPal usually shows it`,
          'within a few days.',
        ]
      : []),
    '',
    `Your booking: ${pageUrl}`,
    '',
    `Questions, or would you like another date? Call us at ${business.phone} or write to ${business.email}.`,
    '',
    'Champions Party',
  ].join('\n');
  return { subject: `Your booking ${ref} has been cancelled`, text: `${text}\n` };
}
