import {
  ARRIVAL_MINUTES_EARLY,
  emailSignOff,
  eventTypeLabel,
  intensityLabel,
  HOLD_END_WORDS,
  longDateTimeIn,
  shortBookingId,
  startTimeLabel,
  type BusinessSettings,
} from '@app/contracts';
import { priceLines, signedUsd } from '@app/pricing';
import { pricedBooking } from './booking.mappers';
import type { BookingEntity } from './entities/booking.entity';

export interface BookingEmailContext {
  /** The games in the parent's order, by name. */
  gameNames: string[];
  business: Pick<BusinessSettings, 'phone' | 'email' | 'timeZone' | 'businessName'>;
  /** The booking's own page (its signed link, issue #28). */
  pageUrl: string;
  /** Until when the unpaid booking holds its team (issue #27); none when it holds none (already firm, or lapsed). */
  holdExpiresAt?: Date;
  /** What cancelling gives back and until when (cancellationOfferAt), as the booking's page says it. */
  cancellationOffer: string | null;
}

/** "Saturday, June 13, 2026" for a yyyy-MM-dd calendar day (read in UTC so the day never shifts). */
export const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

/** The parent's "we received your booking" e-mail: the summary, what happens next, how to pay. */
export function bookingReceivedEmail(b: BookingEntity, ctx: BookingEmailContext): { subject: string; text: string } {
  const ref = shortBookingId(b.id);
  const eventType = eventTypeLabel(b.eventType);
  const intensity = intensityLabel(b.intensity);
  const { address, city, state, zipCode } = b.location;
  const price = priceLines(pricedBooking(b, ctx.gameNames.length)).map((l) => `  ${l.label}: ${signedUsd(l.cents)}`);
  const text = [
    `Hi ${b.parentName},`,
    '',
    `We received your booking for ${b.childName}'s ${eventType.toLowerCase()}. Thank you!`,
    `Your booking reference is ${ref}.`,
    '',
    'Your event',
    `  Date: ${longDate(b.eventDate)} at ${startTimeLabel(b.eventTime)}`,
    `  Children: ${b.guestCount} (${b.childName} is turning ${b.childAge})`,
    `  Event type: ${eventType}${b.eventTheme ? `, theme: ${b.eventTheme}` : ''}`,
    `  Intensity: ${intensity}`,
    `  Location: ${address}, ${city}, ${state} ${zipCode}`,
    `  Games: ${ctx.gameNames.join(', ')}`,
    ...(b.specialRequests ? [`  Special requests: ${b.specialRequests}`] : []),
    '',
    'Price',
    ...price,
    '',
    'What happens next',
    '  Your booking is pending until it is paid. Once a payment arrives it is confirmed and we send you a',
    `  confirmation. Our team arrives ${ARRIVAL_MINUTES_EARLY} minutes before the start to set everything up.`,
    ...(ctx.holdExpiresAt
      ? [
          `  We hold your date and time for you until ${longDateTimeIn(ctx.holdExpiresAt, ctx.business.timeZone)}.`,
          `  ${HOLD_END_WORDS}`,
        ]
      : []),
    '',
    'How to pay',
    '  A 50% deposit secures your date; the balance can be paid any time before the event. Pay with PayPal in the',
    '  "Complete Your Booking" dialog, or later on your booking\'s page, which this link opens in any browser:',
    `  ${ctx.pageUrl}`,
    ...(ctx.cancellationOffer ? ['', 'Cancelling', `  ${ctx.cancellationOffer}`] : []),
    ...emailSignOff(ctx.business),
  ].join('\n');
  return { subject: `We received your booking ${ref}`, text: `${text}\n` };
}
