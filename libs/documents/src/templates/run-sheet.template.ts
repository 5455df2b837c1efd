import {
  ARRIVAL_MINUTES_EARLY,
  clockTimeAbbrIn,
  formatPhone,
  intensityLabel,
  longDateIn,
  shirtSizeLabel,
  shortBookingId,
} from '@app/contracts';
import type { DocumentContext, RosterDocumentChild, RosterDocumentFacts } from '../document-facts';
import { eventStart } from '../event-time';
import { arrivalAt, locationLine } from './booking-summary';
import { partyTitle } from './certificates.template';
import { documentPage, factsTable } from './document-layout';
import { html, type SafeHtml } from './html';

/** The games in the host's order, each with its length: "Relay Race (15 min)". */
export function gameList({ games }: Pick<RosterDocumentFacts, 'games'>): SafeHtml {
  return html`<ol>
    ${games.map(
      (g) => html`<li>${g.name} <span class="tag">(${g.minutes} min${g.custom ? ', custom game' : ''})</span></li>`,
    )}
  </ol>`;
}

/** A row of the children table: first name, size ("not given" until the host says), notes, photo consent. */
const childRow = (child: RosterDocumentChild, i: number) =>
  html`<tr>
    <td>${i + 1}</td>
    <td>${child.firstName}</td>
    <td>${child.shirtSize ? shirtSizeLabel(child.shirtSize) : 'not given'}</td>
    <td>${child.notes ?? ''}</td>
    <td>${child.photoConsent ? 'Yes' : 'No'}</td>
  </tr>`;

/** The children coming, with their sizes and the host's notes (allergies): for the host team and admins only. */
export function childrenTable({ children }: Pick<RosterDocumentFacts, 'children'>): SafeHtml {
  if (!children.length) return html`<p>No children are on the list as coming yet.</p>`;
  return html`<table class="lines">
    <tr class="minor">
      <td>#</td>
      <td>Child</td>
      <td>Shirt</td>
      <td>Allergies and notes</td>
      <td>Photos</td>
    </tr>
    ${children.map(childRow)}
  </table>`;
}

/**
 * The host team's sheet for one event (issue #38): where and when (arriving ARRIVAL_MINUTES_EARLY early), the games
 * in order with their length, the children coming with notes and sizes, and how to reach the host parent. Nothing in
 * it changes by the minute (no "printed at"), so an unchanged party is the same document and is served as stored.
 */
export function runSheetHtml(facts: RosterDocumentFacts, ctx: DocumentContext): string {
  const { booking: b } = facts;
  const tz = ctx.business.timeZone;
  const start = eventStart(b.eventDate, b.eventTime, tz);
  const body = html`
    <h1>Run sheet</h1>
    <p class="meta">Booking ${shortBookingId(b.id)} · ${partyTitle(b)}</p>
    ${factsTable([
      ['Date', longDateIn(start, tz)],
      [
        'Arrive by',
        html`<strong>${clockTimeAbbrIn(arrivalAt(start), tz)}</strong>
          <span class="tag">(${ARRIVAL_MINUTES_EARLY} minutes before the start, to set up)</span>`,
      ],
      ['Start', `${clockTimeAbbrIn(start, tz)}, for ${b.durationMinutes} minutes`],
      ['Address', locationLine(facts)],
      ['Space', b.location.spaceDetails],
      ['Host parent', b.parentName],
      ['Phone', formatPhone(b.parentPhone)],
      ['Children booked', String(b.guestCount)],
      ['Intensity', intensityLabel(b.intensity)],
      ['Special requests', b.specialRequests ?? ''],
    ])}
    <h2>Games</h2>
    ${gameList(facts)}
    <h2>Children coming (${facts.children.length})</h2>
    ${childrenTable(facts)}
  `;
  const footer = html`Children's names and notes are private: for the host team on the day, not to be shared.`;
  return documentPage(`Run sheet ${shortBookingId(b.id)}`, ctx, body, footer);
}
