import {
  bookingEmailActions,
  clockTimeAbbrIn,
  longDateIn,
  shortBookingId,
  timeZoneLabel,
  parentGreeting,
} from '@app/contracts';
import { pricedBooking } from '@app/bookings';
import { composeEmail, type Email, type EmailBlock, type EmailContent } from '@app/mail';
import { formatUsd, priceLines, signedUsd } from '@app/pricing';
import type { BookingFacts, DocumentContext, ReceiptFacts } from './document-facts';
import { eventStart } from './event-time';
import { eventTitle, locationLine } from './templates/booking-summary';
import { nextSteps } from './templates/confirmation.template';
import { printedBusiness } from './templates/document-layout';
import { balanceAfter, offlineWords } from './templates/receipt.template';

/** The cancellation offer as the booking's page states it (cancellationOfferAt), a paragraph of its own; none: nothing. */
const offerBlock = (offer: string | null): EmailBlock[] => (offer ? [{ lines: [offer] }] : []);

/**
 * What every e-mail about a booking has around its words: the greeting, the buttons to its own page (the signed link)
 * and to pay what is due, and the close with who to ask.
 */
export const bookingEmail = (
  facts: BookingFacts,
  ctx: DocumentContext,
  words: Pick<EmailContent, 'intro' | 'blocks'>,
): EmailContent => ({
  greeting: parentGreeting(facts.booking.parentName),
  ...words,
  ...bookingEmailActions(ctx.bookingUrl(facts.booking.id), facts.booking),
  signOff: [questionsLine(ctx), ctx.business.businessName],
});

/** The phone as printedBusiness keeps it: none while Settings still hold the placeholder. */
const questionsLine = (ctx: DocumentContext) => {
  const { phone } = printedBusiness(ctx);
  return phone ? `Questions? Call us at ${phone} or reply to this e-mail.` : 'Questions? Reply to this e-mail.';
};

/** "Saturday, June 13, 2026 at 2:00 PM CDT": the event's start in the business's zone. */
export const eventWhen = (facts: BookingFacts, ctx: DocumentContext) => {
  const tz = ctx.business.timeZone;
  const start = eventStart(facts.booking.eventDate, facts.booking.eventTime, tz);
  return `${longDateIn(start, tz)} at ${clockTimeAbbrIn(start, tz)}`;
};

/**
 * What the payment was, in a sentence: "Thank you for your payment of $427.50 for {what}.", the promo code that covers
 * it, or the cash or transfer and its day; `what` (the event and its day) left out where the e-mail has just said it.
 */
function paidWords({ payment: p }: ReceiptFacts, what?: string): string {
  if (p.method === 'promo') {
    return `Your promo code${p.promoCode ? ` ${p.promoCode}` : ''} covers ${what ?? 'your booking'} in full: there is nothing to pay.`;
  }
  const forWhat = what ? ` for ${what}` : '';
  const offline = offlineWords(p);
  return offline
    ? `${offline}${forWhat}. Thank you!`
    : `Thank you for your payment of ${formatUsd(p.amountCents)}${forWhat}.`;
}

/**
 * The booking's price lines as its receipt prints them, then what is paid up to this payment and the balance after it:
 * the figures the PDF holds, readable without opening it.
 */
const priceAndPayment = (facts: ReceiptFacts): EmailBlock => ({
  heading: 'Price and payment',
  facts: priceLines({
    ...pricedBooking(facts.booking, facts.games.length),
    payment: { paidCents: facts.paidToDateCents, balanceDueCents: balanceAfter(facts) },
  }).map((line) => ({ label: line.label, value: signedUsd(line.cents) })),
});

/**
 * The receipt's e-mail: what was paid, the booking's lines with what is paid and due, and that the PDF is attached,
 * with the calendar invite when this e-mail carries one (`invite`: DocumentMailer decides).
 */
export function receiptEmail(facts: ReceiptFacts, ctx: DocumentContext, offer: string | null, invite: boolean): Email {
  const b = facts.booking;
  const balance = balanceAfter(facts);
  const paid = paidWords(facts, `${eventTitle(facts)} on ${eventWhen(facts, ctx)}`);
  const left =
    balance > 0
      ? `Your date is secured. The balance of ${formatUsd(balance)} is due on event day; you can pay it any time ` +
        'before with "Pay the balance".'
      : 'Your booking is paid in full.';
  return composeEmail(
    `Your receipt for booking ${shortBookingId(b.id)}`,
    bookingEmail(facts, ctx, {
      intro: [{ lines: [paid, left] }],
      blocks: [
        priceAndPayment(facts),
        ...offerBlock(offer),
        {
          lines: [
            invite
              ? 'Your receipt is attached as a PDF, with a calendar invite for the event.'
              : 'Your receipt is attached as a PDF.',
          ],
        },
      ],
    }),
  );
}

/**
 * The confirmation's e-mail: the event is on, where and when, what happens next; the PDF, and the invite if carried.
 * Confirmed by a capture, it carries that capture's receipt (`receipt`: what was paid, the lines, paid and due, and its
 * PDF too), so a booking paid at once is told once (docs/product/emails-and-documents.md#parent-e-mails).
 */
export function confirmationEmail(
  facts: BookingFacts,
  ctx: DocumentContext,
  offer: string | null,
  invite: boolean,
  receipt?: ReceiptFacts,
): Email {
  const b = facts.booking;
  const attached = receipt
    ? 'Your confirmation and your receipt are attached as PDFs'
    : 'Your confirmation is attached as a PDF';
  const start = eventStart(b.eventDate, b.eventTime, ctx.business.timeZone);
  return composeEmail(
    `Your booking ${shortBookingId(b.id)} is confirmed`,
    bookingEmail(facts, ctx, {
      intro: [
        {
          lines: [
            `Great news: ${eventTitle(facts)} is confirmed for ${eventWhen(facts, ctx)} ` +
              `(${timeZoneLabel(start, ctx.business.timeZone)}).`,
            `Location: ${locationLine(facts)}`,
            ...(receipt ? [paidWords(receipt)] : []),
          ],
        },
      ],
      blocks: [
        ...(receipt ? [priceAndPayment(receipt)] : []),
        { heading: 'What happens next', items: nextSteps(facts, ctx, 'above') },
        ...offerBlock(offer),
        {
          lines: [invite ? `${attached}; open the calendar invite to add the event to your calendar.` : `${attached}.`],
        },
      ],
    }),
  );
}
