import { clockTimeAbbrIn, dateTimeIn, longDateIn, shortBookingId } from '@app/contracts';
import { pricedBooking } from '@app/bookings';
import { DEPOSIT_PERCENT, formatUsd, priceLines } from '@app/pricing';
import type { DocumentContext, ReceiptFacts } from '../document-facts';
import { eventStart } from '../event-time';
import { eventTitle } from './booking-summary';
import { documentPage, factsTable } from './document-layout';
import { html } from './html';
import { priceRows, priceTable, type PriceRow } from './price-lines';

const PLAN_LABELS = {
  deposit: `Deposit (${DEPOSIT_PERCENT}%)`,
  full: 'Payment in full',
  balance: 'Balance payment',
} as const;

/** What this payment was: a deposit, the full amount, the balance, or a free booking through a promo code. */
export const paymentLabel = ({ method, plan, promoCode }: ReceiptFacts['payment']): string =>
  method === 'promo' ? `Free booking${promoCode ? ` (promo code ${promoCode})` : ''}` : PLAN_LABELS[plan];

/** The balance left after this payment (never below zero). */
export const balanceAfter = (facts: ReceiptFacts): number =>
  Math.max(0, facts.booking.finalCents - facts.paidToDateCents);

/**
 * The receipt of one captured payment: the booking's price lines from the stored cents, this payment (plan, PayPal's
 * capture id, when), what was paid up to it and the balance still due, and the business's details.
 */
export function receiptHtml(facts: ReceiptFacts, ctx: DocumentContext): string {
  const { booking: b, payment: p } = facts;
  const tz = ctx.business.timeZone;
  const ref = shortBookingId(b.id);
  const paidAt = dateTimeIn(p.capturedAt ?? new Date(), tz);
  const start = eventStart(b.eventDate, b.eventTime, tz);
  const balance = balanceAfter(facts);
  const paymentRows: PriceRow[] = [
    { label: 'Amount paid', cents: p.amountCents, style: 'sum' },
    ...(facts.paidToDateCents !== p.amountCents
      ? [{ label: 'Paid to date', cents: facts.paidToDateCents, style: 'minor' as const }]
      : []),
    { label: 'Balance due', cents: balance, style: 'sum' },
  ];
  const body = html`
    <h1>Receipt</h1>
    <p class="meta">Booking ${ref} · Receipt ${p.invoiceId} · ${paidAt}</p>
    <h2>Billed to</h2>
    ${factsTable([
      ['Parent', b.parentName],
      ['E-mail', b.parentEmail],
      ['Phone', b.parentPhone],
      ['For', `${eventTitle(facts)} on ${longDateIn(start, tz)} at ${clockTimeAbbrIn(start, tz)}`],
    ])}
    <h2>Booking</h2>
    ${priceTable(priceRows(priceLines(pricedBooking(b, facts.games.length))))}
    <h2>This payment</h2>
    ${factsTable([
      ['Payment', paymentLabel(p)],
      ['Method', p.method === 'paypal' ? 'PayPal' : 'Promo code (nothing to pay)'],
      ['PayPal capture ID', p.captureId ?? ''],
      ['PayPal order ID', p.paypalOrderId ?? ''],
      ['Date', paidAt],
    ])}
    ${priceTable(paymentRows)}
    <div class="highlight">
      ${
        balance > 0
          ? html`Balance due: <strong>${formatUsd(balance)}</strong>, payable any time before the event on your
              booking's page: ${ctx.bookingUrl(b.id)}`
          : html`<strong>Paid in full.</strong> Thank you!`
      }
    </div>
  `;
  const footer = html`Thank you for booking with us. Questions about this receipt? Call ${ctx.business.phone} or write
  to ${ctx.business.email}. All amounts in US dollars.${ctx.business.taxNote ? ` ${ctx.business.taxNote}` : ''}`;
  return documentPage(`Receipt ${ref}`, ctx, body, footer);
}
