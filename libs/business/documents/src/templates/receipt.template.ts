import {
  OFFLINE_PAYMENT_LABELS,
  clockTimeAbbrIn,
  dateTimeIn,
  isOfflineMethod,
  longDateIn,
  offlinePaymentWords,
  shortBookingId,
} from '@app/contracts';
import { pricedBooking } from '@app/bookings';
import { balanceDue, DEPOSIT_PERCENT, formatUsd, priceLines } from '@app/pricing';
import type { DocumentContext, ReceiptFacts } from '../document-facts';
import { eventStart } from '../event-time';
import { eventTitle } from './booking-summary';
import { documentPage, factsTable, reachUs } from './document-layout';
import { html } from './html';
import { priceRows, priceTable, type PriceRow } from './price-lines';

const PLAN_LABELS = {
  deposit: `Deposit (${DEPOSIT_PERCENT}%)`,
  full: 'Payment in full',
  balance: 'Balance payment',
} as const;

/** What this payment was: a deposit, the full amount, the balance, or a free booking through a promo code. */
const paymentLabel = ({ method, plan, promoCode }: ReceiptFacts['payment']): string =>
  method === 'promo' ? `Free booking${promoCode ? ` (promo code ${promoCode})` : ''}` : PLAN_LABELS[plan];

/** Cash or a bank transfer: "Paid $200.00 in cash on Fri, Nov 20, 2026"; null for PayPal's and a promo's. */
export const offlineWords = ({ method, amountCents, receivedOn }: ReceiptFacts['payment']): string | null =>
  isOfflineMethod(method) && receivedOn ? offlinePaymentWords(method, amountCents, receivedOn) : null;

/** How it was paid, as the receipt's "Method" row names it. */
const methodLabel = (method: ReceiptFacts['payment']['method']): string =>
  isOfflineMethod(method)
    ? OFFLINE_PAYMENT_LABELS[method]
    : method === 'paypal'
      ? 'PayPal'
      : 'Promo code (nothing to pay)';

/** The balance left after this payment (never below zero). */
export const balanceAfter = (facts: ReceiptFacts): number =>
  balanceDue(facts.booking.finalCents, facts.paidToDateCents);

/**
 * The receipt of one captured payment: the booking's price lines from the stored cents, this payment (plan, PayPal's
 * capture id or the cash or bank transfer and its day, when), what was paid up to it and the balance still due, and the business's details.
 */
export function receiptHtml(facts: ReceiptFacts, ctx: DocumentContext): string {
  const { booking: b, payment: p } = facts;
  const tz = ctx.business.timeZone;
  const ref = shortBookingId(b.id);
  const paidAt = dateTimeIn(p.capturedAt ?? new Date(), tz);
  const start = eventStart(b.eventDate, b.eventTime, tz);
  const balance = balanceAfter(facts);
  const offline = offlineWords(p);
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
    ${offline ? html`<p><strong>${offline}.</strong></p>` : ''}
    ${factsTable([
      ['Payment', paymentLabel(p)],
      ['Method', methodLabel(p.method)],
      ...(offline
        ? []
        : ([
            ['PayPal capture ID', p.captureId ?? ''],
            ['PayPal order ID', p.paypalOrderId ?? ''],
          ] as [string, string][])),
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
  const footer = html`Thank you for booking with us. Questions about this receipt? ${reachUs(ctx)}. All amounts in US
  dollars.${ctx.business.taxNote ? ` ${ctx.business.taxNote}` : ''}`;
  return documentPage(`Receipt ${ref}`, ctx, body, footer);
}
