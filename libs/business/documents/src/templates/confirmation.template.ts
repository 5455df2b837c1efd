import { ARRIVAL_MINUTES_EARLY, clockTimeAbbrIn, dateTimeIn, longDateIn, shortBookingId } from '@app/contracts';
import { pricedBooking } from '@app/bookings';
import { formatUsd, priceLines } from '@app/pricing';
import type { BookingFacts, DocumentContext } from '../document-facts';
import { eventStart } from '../event-time';
import { eventFacts, eventTitle } from './booking-summary';
import { documentPage, factsTable, printedBusiness, reachUs } from './document-layout';
import { html } from './html';
import { priceRows, priceTable } from './price-lines';

/**
 * What the parent can expect from now on: the balance (if any), the day itself, and who to call (PDF and e-mail).
 * The balance line names the booking's page: in the PDF with its link (the only one there), in the e-mail as "the
 * link above", since every e-mail opens with that link (bookingEmail's buttons) and once is enough.
 */
export function nextSteps(facts: BookingFacts, ctx: DocumentContext, pageLink: 'inline' | 'above'): string[] {
  const b = facts.booking;
  const start = eventStart(b.eventDate, b.eventTime, ctx.business.timeZone);
  const arrival = clockTimeAbbrIn(new Date(start.getTime() - ARRIVAL_MINUTES_EARLY * 60_000), ctx.business.timeZone);
  const page = pageLink === 'inline' ? `: ${ctx.bookingUrl(b.id)}` : ' (the link above).';
  return [
    b.balanceDueCents > 0
      ? `The balance of ${formatUsd(b.balanceDueCents)} is due on event day. Pay it any time before on your ` +
        `booking's page${page}`
      : 'Everything is paid: there is nothing more to do.',
    'We will be in touch before the event to go over the games and the space.',
    `On the day our team arrives ${ARRIVAL_MINUTES_EARLY} minutes early (${arrival}) to set everything up.`,
    `Need to change something? ${reachUs(ctx)}, quoting booking ${shortBookingId(b.id)}.`,
  ];
}

/**
 * The confirmation of a booking: the event (date, time and zone, place, child, children, games with custom ones
 * marked, intensity, add-ons), the price from the stored cents, what is paid and due, and what happens next.
 */
export function confirmationHtml(facts: BookingFacts, ctx: DocumentContext, issuedAt: Date): string {
  const b = facts.booking;
  const tz = ctx.business.timeZone;
  const ref = shortBookingId(b.id);
  const start = eventStart(b.eventDate, b.eventTime, tz);
  const body = html`
    <h1>Booking confirmed</h1>
    <p class="meta">Booking ${ref} · confirmed ${dateTimeIn(issuedAt, tz)}</p>
    <div class="highlight">
      <strong>${eventTitle(facts)}</strong> is booked for ${longDateIn(start, tz)} at ${clockTimeAbbrIn(start, tz)}. See
      you there, ${b.parentName}!
    </div>
    <h2>Your event</h2>
    ${factsTable(eventFacts(facts, ctx))}
    <h2>Price and payment</h2>
    ${priceTable(
      priceRows(
        priceLines({
          ...pricedBooking(b, facts.games.length),
          payment: { paidCents: b.amountPaidCents, balanceDueCents: b.balanceDueCents },
        }),
      ),
    )}
    <h2>What happens next</h2>
    <ul>
      ${nextSteps(facts, ctx, 'inline').map((step) => html`<li>${step}</li>`)}
    </ul>
  `;
  const { serviceArea, phone, email } = printedBusiness(ctx);
  const footer = [serviceArea, phone, email].filter(Boolean).join(' · ');
  return documentPage(`Booking confirmation ${ref}`, ctx, body, footer);
}
