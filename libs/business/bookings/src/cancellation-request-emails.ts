import {
  bookingEmailActions,
  emailSignOff,
  MANAGE_BOOKING_MESSAGES,
  shortBookingId,
  startTimeLabel,
  type BusinessSettings,
  parentGreeting,
} from '@app/contracts';
import { composeEmail, type Email } from '@app/mail';
import { longDate } from './booking-received-email';
import type { BookingEntity } from './entities/booking.entity';
import type { CancellationRequestEntity } from './entities/cancellation-request.entity';

type Business = Pick<BusinessSettings, 'phone' | 'email' | 'businessName'>;

const eventLine = (b: BookingEntity) =>
  `${b.childName}'s event on ${longDate(b.eventDate)} at ${startTimeLabel(b.eventTime)}`;

/** To the business: a parent asks, after the change deadline, to cancel; an admin approves or declines it. */
export function cancellationRequestedBusinessEmail(
  b: BookingEntity,
  request: CancellationRequestEntity,
  adminUrl: string,
): Email {
  const ref = shortBookingId(b.id);
  return composeEmail(`Cancellation request for booking ${ref}`, {
    intro: [
      {
        lines: [`${b.parentName} (${b.parentPhone}, ${b.parentEmail}) asks to cancel booking ${ref}, ${eventLine(b)}.`],
      },
      { lines: [`Reason: ${request.reason}`] },
      { lines: ['Approve it with the refund you choose, or decline it, from the booking in the admin area.'] },
    ],
    action: { label: 'Open the admin area', url: adminUrl },
    blocks: [],
    signOff: [],
  });
}

/** To the parent: their request is with the business, who answers by e-mail. */
export function cancellationRequestedParentEmail(b: BookingEntity, pageUrl: string, business: Business): Email {
  const ref = shortBookingId(b.id);
  return composeEmail(`We received your cancellation request for booking ${ref}`, {
    greeting: parentGreeting(b.parentName),
    intro: [
      {
        lines: [
          `We received your request to cancel booking ${ref}, ${eventLine(b)}.`,
          MANAGE_BOOKING_MESSAGES.lateRequestReceived,
        ],
      },
    ],
    ...bookingEmailActions(pageUrl, b),
    blocks: [],
    signOff: emailSignOff(business),
  });
}

/** To the parent: the business declined the request, the booking stands. */
export function cancellationDeclinedEmail(b: BookingEntity, pageUrl: string, business: Business): Email {
  const ref = shortBookingId(b.id);
  return composeEmail(`Your booking ${ref} stays booked`, {
    greeting: parentGreeting(b.parentName),
    intro: [
      {
        lines: [
          `We are sorry: we cannot cancel booking ${ref} this close to the event. ${eventLine(b)} stays booked.`,
          'Please call us if you would like to talk about it.',
        ],
      },
    ],
    ...bookingEmailActions(pageUrl, b),
    blocks: [],
    signOff: emailSignOff(business),
  });
}
