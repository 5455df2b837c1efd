import {
  SHIRT_ORDER_MESSAGES as M,
  SHIRT_SIZE_CODES,
  dateTimeIn,
  longDateIn,
  shirtSizeLabel,
  slotWords,
  type ShirtOrder,
  type ShirtSize,
} from '@app/contracts';
import type { DocumentContext } from '../document-facts';
import { documentPage } from './document-layout';
import { html, SafeHtml } from './html';

/** The grid's own columns (the documents' sheet sizes a facts table's label column). */
const GRID = new SafeHtml(`<style>
.grid th, .grid td { width: auto; border-bottom: 1px solid #eef0f3; text-align: center; }
.grid th:first-child, .grid td:first-child { text-align: left; }
.grid thead th { color: #4a5365; font-size: 8.5pt; }
.grid tr.sum td { border-top: 1px solid #1d2330; font-weight: bold; }
.changed { color: #b3261e; }
</style>`);

/** A day of the business's calendar (yyyy-MM-dd) in words, read at noon UTC so no zone moves it. */
const dayWords = (day: string) => longDateIn(`${day}T12:00:00Z`, 'UTC');

/**
 * The shirt order's printable page, in the receipts' style: per event the sizes needed (only the sizes the period uses
 * get a column), the shirts not sized yet, when they were ordered and what changed since; then the totals.
 */
export function shirtOrderHtml(order: ShirtOrder, ctx: DocumentContext): string {
  const tz = ctx.business.timeZone;
  const used = SHIRT_SIZE_CODES.filter((s) => order.totals[s] > 0);
  const cells = (counts: Record<ShirtSize, number>) => used.map((s) => html`<td>${counts[s] || ''}</td>`);
  const body = html`
    ${GRID}
    <h1>${M.title}</h1>
    <p class="meta">${dayWords(order.from)} to ${dayWords(order.to)} · ${order.events.length} events</p>
    <table class="grid">
      <thead>
        <tr>
          <th>Event</th>
          <th>Children</th>
          ${used.map((s) => html`<th>${shirtSizeLabel(s)}</th>`)}
          <th>${M.noSize}</th>
        </tr>
      </thead>
      <tbody>
        ${order.events.map(
          (e) =>
            html`<tr>
              <td>
                <strong>${e.shortId}</strong> · ${e.childFirstName}<br />${slotWords(e.eventDate, e.eventTime, tz)}
                ${e.orderedAt ? html`<br /><span class="tag">${M.orderedOn} ${dateTimeIn(e.orderedAt, tz)}</span>` : ''}
                ${
                  e.changedSinceOrdered.length
                    ? html`<br /><span class="changed"
                          >${M.changed}: ${e.changedSinceOrdered.map(shirtSizeLabel).join(', ')}</span
                        >`
                    : ''
                }
              </td>
              <td>${e.childrenBooked}</td>
              ${cells(e.sizes)}
              <td>${e.missing || ''}</td>
            </tr>`,
        )}
        <tr class="sum">
          <td>${M.total}</td>
          <td>${order.events.reduce((n, e) => n + e.childrenBooked, 0)}</td>
          ${cells(order.totals)}
          <td>${order.missing}</td>
        </tr>
      </tbody>
    </table>
  `;
  const footer = html`Printed ${dateTimeIn(new Date(), tz)}. Sizes from each party's guest list; "${M.noSize}" counts
  the children booked without a size yet.`;
  return documentPage(`${M.title} ${order.from} to ${order.to}`, ctx, body, footer);
}
