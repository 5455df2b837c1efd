import { emailSignOff, shortBookingId, startTimeLabel, type BusinessSettings } from '@app/contracts';
import { longDate } from './booking-received-email';
import type { BookingEntity } from './entities/booking.entity';
import type { CancellationRequestEntity } from './entities/cancellation-request.entity';

type Mail = { subject: string; text: string };
type Business = Pick<BusinessSettings, 'phone' | 'email' | 'businessName'>;

const eventLine = (b: BookingEntity) =>
  `${b.childName}'s event on ${longDate(b.eventDate)} at ${startTimeLabel(b.eventTime)}`;

/** To the business: a parent asks, less than 48 hours ahead, to cancel; an admin approves or declines it. */
export function cancellationRequestedBusinessEmail(
  b: BookingEntity,
  request: CancellationRequestEntity,
  adminUrl: string,
): Mail {
  const ref = shortBookingId(b.id);
  const text = [
    `${b.parentName} (${b.parentPhone}, ${b.parentEmail}) asks to cancel booking ${ref}, ${eventLine(b)}.`,
    '',
    `Reason: ${request.reason}`,
    '',
    'Approve it with the refund you choose, or decline it, from the booking in the admin area:',
    adminUrl,
    '',
  ].join('\n');
  return { subject: `Cancellation request for booking ${ref}`, text };
}

/** To the parent: their request is with the business, who answers by e-mail. */
export function cancellationRequestedParentEmail(b: BookingEntity, pageUrl: string, business: Business): Mail {
  const ref = shortBookingId(b.id);
  const text = [
    `Hi ${b.parentName},`,
    '',
    `We received your request to cancel booking ${ref}, ${eventLine(b)}.`,
    'As it is less than 48 hours before the event, our team will look at it and answer you by e-mail soon.',
    '',
    `Your booking: ${pageUrl}`,
    ...emailSignOff(business),
  ].join('\n');
  return { subject: `We received your cancellation request for booking ${ref}`, text: `${text}\n` };
}

/** To the parent: the business declined the request, the booking stands. */
export function cancellationDeclinedEmail(b: BookingEntity, pageUrl: string, business: Business): Mail {
  const ref = shortBookingId(b.id);
  const text = [
    `Hi ${b.parentName},`,
    '',
    `We are sorry: we cannot cancel booking ${ref} this close to the event. ${eventLine(b)} stays booked.`,
    'Please call us if you would like to talk about it.',
    '',
    `Your booking: ${pageUrl}`,
    ...emailSignOff(business),
  ].join('\n');
  return { subject: `Your booking ${ref} stays booked`, text: `${text}\n` };
}
