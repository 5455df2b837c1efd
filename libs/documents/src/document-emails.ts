import { clockTimeAbbrIn, longDateIn, shortBookingId, timeZoneLabel } from '@app/contracts';
import { formatUsd } from '@app/pricing';
import type { BookingFacts, DocumentContext, ReceiptFacts } from './document-facts';
import { eventStart } from './event-time';
import { eventTitle, locationLine } from './templates/booking-summary';
import { nextSteps } from './templates/confirmation.template';
import { balanceAfter, offlineWords } from './templates/receipt.template';

export interface DocumentEmail {
  subject: string;
  text: string;
}

/** The cancellation offer as the booking's page states it (cancellationOfferAt), a paragraph of its own; none: nothing. */
const offerParagraph = (offer: string | null) => (offer ? ['', offer] : []);

/** How every e-mail about a booking ends: its own page (the signed link, issue #28), then who to ask. */
export const signOff = (ctx: DocumentContext, bookingId: string) => [
  '',
  `Your booking: ${ctx.bookingUrl(bookingId)}`,
  '',
  `Questions? Call us at ${ctx.business.phone} or reply to this e-mail.`,
  '',
  ctx.business.businessName,
];

/** "Saturday, June 13, 2026 at 2:00 PM CDT": the event's start in the business's zone. */
export const eventWhen = (facts: BookingFacts, ctx: DocumentContext) => {
  const tz = ctx.business.timeZone;
  const start = eventStart(facts.booking.eventDate, facts.booking.eventTime, tz);
  return `${longDateIn(start, tz)} at ${clockTimeAbbrIn(start, tz)}`;
};

/** The receipt's e-mail: what was paid, what is left, and that the PDF and the calendar invite are attached. */
export function receiptEmail(facts: ReceiptFacts, ctx: DocumentContext, offer: string | null): DocumentEmail {
  const { booking: b, payment: p } = facts;
  const balance = balanceAfter(facts);
  const offline = offlineWords(p);
  const paid =
    p.method === 'promo'
      ? `Your promo code${p.promoCode ? ` ${p.promoCode}` : ''} covers ${eventTitle(facts)} on ${eventWhen(facts, ctx)} in full: there is nothing to pay.`
      : offline
        ? `${offline} for ${eventTitle(facts)} on ${eventWhen(facts, ctx)}. Thank you!`
        : `Thank you for your payment of ${formatUsd(p.amountCents)} for ${eventTitle(facts)} on ${eventWhen(facts, ctx)}.`;
  const left =
    balance > 0
      ? `Your date is secured. The balance of ${formatUsd(balance)} is due on event day; you can pay it any time ` +
        "before on your booking's page (the link below)."
      : 'Your booking is paid in full.';
  const text = [
    `Hi ${b.parentName},`,
    '',
    paid,
    left,
    ...offerParagraph(offer),
    '',
    'Your receipt is attached as a PDF, with a calendar invite for the event.',
    ...signOff(ctx, b.id),
  ].join('\n');
  return { subject: `Your receipt for booking ${shortBookingId(b.id)}`, text: `${text}\n` };
}

/** The confirmation's e-mail: the event is on, where and when, what happens next; PDF and invite attached. */
export function confirmationEmail(facts: BookingFacts, ctx: DocumentContext, offer: string | null): DocumentEmail {
  const b = facts.booking;
  const start = eventStart(b.eventDate, b.eventTime, ctx.business.timeZone);
  const text = [
    `Hi ${b.parentName},`,
    '',
    `Great news: ${eventTitle(facts)} is confirmed for ${eventWhen(facts, ctx)} ` +
      `(${timeZoneLabel(start, ctx.business.timeZone)}).`,
    `Location: ${locationLine(facts)}`,
    '',
    'What happens next',
    ...nextSteps(facts, ctx, 'below').map((step) => `- ${step}`),
    ...offerParagraph(offer),
    '',
    'Your confirmation is attached as a PDF; open the calendar invite to add the event to your calendar.',
    ...signOff(ctx, b.id),
  ].join('\n');
  return { subject: `Your booking ${shortBookingId(b.id)} is confirmed`, text: `${text}\n` };
}
