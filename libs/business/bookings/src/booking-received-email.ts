import {
  ARRIVAL_MINUTES_EARLY,
  bookingEmailActions,
  emailSignOff,
  eventTypeLabel,
  intensityLabel,
  HOLD_END_WORDS,
  longDateTimeIn,
  shortBookingId,
  startTimeLabel,
  type BusinessSettings,
  parentGreeting,
} from '@app/contracts';
import { composeEmail, type Email } from '@app/mail';
import { priceLines, signedUsd } from '@app/pricing';
import { pricedBooking } from './booking.mappers';
import type { BookingEntity } from './entities/booking.entity';

export interface BookingEmailContext {
  /** The games in the parent's order, by name. */
  gameNames: string[];
  business: Pick<BusinessSettings, 'phone' | 'email' | 'timeZone' | 'businessName'>;
  /** The booking's own page (its signed link). */
  pageUrl: string;
  /** Until when the unpaid booking holds its team; none when it holds none (already firm, or lapsed). */
  holdExpiresAt?: Date;
  /** What cancelling gives back and until when (cancellationOfferAt), as the booking's page says it. */
  cancellationOffer: string | null;
  /** The deposit plan (depositPlanAt) as the review and the payment dialog stated it; none once something is paid. */
  paymentPlan: string | null;
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
export function bookingReceivedEmail(b: BookingEntity, ctx: BookingEmailContext): Email {
  const ref = shortBookingId(b.id);
  const eventType = eventTypeLabel(b.eventType);
  const { address, city, state, zipCode } = b.location;
  const price = priceLines(pricedBooking(b, ctx.gameNames.length)).map((l) => ({
    label: l.label,
    value: signedUsd(l.cents),
  }));
  return composeEmail(`We received your booking ${ref}`, {
    greeting: parentGreeting(b.parentName),
    intro: [
      {
        lines: [
          `We received your booking for ${b.childName}'s ${eventType.toLowerCase()}. Thank you!`,
          `Your booking reference is ${ref}.`,
        ],
      },
    ],
    ...bookingEmailActions(ctx.pageUrl, b),
    blocks: [
      {
        heading: 'Your event',
        facts: [
          { label: 'Date', value: `${longDate(b.eventDate)} at ${startTimeLabel(b.eventTime)}` },
          { label: 'Children', value: `${b.guestCount} (${b.childName} is turning ${b.childAge})` },
          { label: 'Event type', value: `${eventType}${b.eventTheme ? `, theme: ${b.eventTheme}` : ''}` },
          { label: 'Intensity', value: intensityLabel(b.intensity) },
          { label: 'Location', value: `${address}, ${city}, ${state} ${zipCode}` },
          { label: 'Games', value: ctx.gameNames.join(', ') },
          ...(b.specialRequests ? [{ label: 'Special requests', value: b.specialRequests }] : []),
        ],
      },
      { heading: 'Price', facts: price },
      {
        heading: 'What happens next',
        lines: [
          'Your booking is pending until it is paid. Once a payment arrives it is confirmed and we send you a ' +
            `confirmation. Our team arrives ${ARRIVAL_MINUTES_EARLY} minutes before the start to set everything up.`,
          ...(ctx.holdExpiresAt
            ? [
                `We hold your date and time for you until ${longDateTimeIn(ctx.holdExpiresAt, ctx.business.timeZone)}.`,
                HOLD_END_WORDS,
              ]
            : []),
        ],
      },
      {
        heading: 'How to pay',
        lines: [
          ...(ctx.paymentPlan ? [`${ctx.paymentPlan}.`] : []),
          'A 50% deposit secures your date; the balance can be paid any time before the event. Pay with PayPal in the ' +
            '"Complete Your Booking" dialog, or later on your booking\'s page, which the link above opens in any browser.',
        ],
      },
      ...(ctx.cancellationOffer ? [{ heading: 'Cancelling', lines: [ctx.cancellationOffer] }] : []),
    ],
    signOff: emailSignOff(ctx.business),
  });
}
