import {
  ARRIVAL_MINUTES_EARLY,
  bareClockIn,
  clockTimeAbbrIn,
  formatPhone,
  intensityLabel,
  longDateIn,
  mapSearchUrl,
  type PaperSize,
  SHIRT_SIZE_CODES,
  shirtSizeLabel,
  shortBookingId,
} from '@app/contracts';
import { formatUsd } from '@app/pricing';
import type { DocumentContext, RosterDocumentFacts, RunSheetChild, RunSheetFacts } from '../document-facts';
import { eventStart } from '../event-time';
import { arrivalAt, locationLine } from './booking-summary';
import { partyTitle } from './certificates.template';
import { documentPage, factsTable } from './document-layout';
import { html, type SafeHtml } from './html';

/**
 * The games in the host's order on a running clock from the start, each its catalogue length (a custom game the
 * estimate it was sent with): "2:00 PM Relay Race (15 min)", the next game starting when the one before ends.
 */
function gameList({ games }: Pick<RosterDocumentFacts, 'games'>, start: Date, timeZone: string): SafeHtml {
  let at = start.getTime();
  return html`<ol>
    ${games.map((g) => {
      const begins = bareClockIn(new Date(at), timeZone);
      at += g.minutes * 60_000;
      return html`<li>
        <strong>${begins}</strong> ${g.name}
        <span class="tag">(${g.minutes} min${g.custom ? ', custom game' : ''})</span>
      </li>`;
    })}
  </ol>`;
}

/** What the team brings for the add-ons: "Shirts: YS 4 · YM 7" (the roster's sizes) and one award per child coming. */
function toBring({ booking: b, shirtSizes, children }: RunSheetFacts): string {
  const count = new Map(shirtSizes.map((s) => [s.shirtSize, s.count]));
  const sizes = SHIRT_SIZE_CODES.filter((s) => count.get(s)).map((s) => `${s} ${count.get(s)}`);
  return [
    b.addOns.customShirts ? `Shirts: ${sizes.length ? sizes.join(' · ') : 'no sizes given yet'}` : '',
    b.addOns.customAwards ? `Awards: ${children.length}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The address, linked to its map search so the team's phone opens directions from the PDF. */
function addressLink(facts: RunSheetFacts): SafeHtml {
  const address = locationLine(facts);
  return html`<a href="${mapSearchUrl(address)}">${address}</a> <span class="tag">(map)</span>`;
}

/**
 * What the team collects at the door, in the sheet's first line (the sheet stays one page): the balance still due
 * when it is printed, or that nothing is (printed again after a payment, its HTML, and so its PDF, changes).
 */
const atTheDoor = ({ booking: b }: RunSheetFacts): SafeHtml =>
  b.balanceDueCents > 0
    ? html`<strong>Collect ${formatUsd(b.balanceDueCents)} at the door</strong> (the balance due)`
    : html`<strong>Paid in full:</strong> nothing to collect`;

/**
 * "Children coming (8, 2 walk-ins, 1 waiver missing)": those the host added at the door counted apart, and those no
 * signed waiver covers yet (only while waivers are on: the sheet stays one page, so no line of its own).
 */
function childrenHeading({ children }: Pick<RunSheetFacts, 'children'>): string {
  const walkIns = children.filter((c) => c.walkIn).length;
  const unsigned = children.filter((c) => c.waiverMissing).length;
  const extra = [
    ...(walkIns ? [`${walkIns} walk-in${walkIns === 1 ? '' : 's'}`] : []),
    ...(unsigned ? [`${unsigned} ${unsigned === 1 ? 'waiver' : 'waivers'} missing`] : []),
  ];
  return `Children coming (${[children.length, ...extra].join(', ')})`;
}

/**
 * A row of the children table: first name (a walk-in marked), age (blank until given: the team pitches games and splits teams by it),
 * size ("not given" until the host says), notes, photo consent.
 */
const childRow = (child: RunSheetChild, i: number) =>
  html`<tr class="${child.notes ? 'noted' : ''}">
    <td>${i + 1}</td>
    <td>
      ${child.firstName}${child.walkIn ? html` <span class="tag">(walk-in)</span>` : ''}
      ${child.waiverMissing ? html` <strong>${WAIVER_MISSING}</strong>` : ''}
    </td>
    <td>${child.age ?? ''}</td>
    <td>${child.shirtSize ? shirtSizeLabel(child.shirtSize) : 'not given'}</td>
    <td>${child.notes ? html`<strong>Note:</strong> ${child.notes}` : ''}</td>
    <td>${child.photoConsent ? 'Yes' : 'No'}</td>
  </tr>`;

/** How the sheet marks a child no signed waiver covers yet: the team takes the parent's signature at the door. */
const WAIVER_MISSING = 'Waiver missing';

/**
 * The children coming, with their sizes and the host's notes (allergies): for the host team and admins only. Those
 * with a note come first on a tinted row, so the team reads every allergy before the names without one.
 */
function childrenTable({ children }: Pick<RunSheetFacts, 'children'>): SafeHtml {
  if (!children.length) return html`<p>No children are on the list as coming yet.</p>`;
  const ordered = [...children.filter((c) => c.notes), ...children.filter((c) => !c.notes)];
  return html`<table class="lines children">
    <tr class="minor">
      <td>#</td>
      <td>Child</td>
      <td>Age</td>
      <td>Shirt</td>
      <td>Allergies and notes</td>
      <td>Photos</td>
    </tr>
    ${ordered.map(childRow)}
  </table>`;
}

/**
 * The host team's sheet for one event: where (with a map link) and when (arriving ARRIVAL_MINUTES_EARLY early), the
 * money to collect at the door, the theme and what to bring, the games on the clock, the children coming (notes
 * first, walk-ins marked), and how to reach the host parent. Nothing in it changes by the minute (no "printed at"), so an unchanged party is the same document and is
 * served as stored.
 */
export function runSheetHtml(facts: RunSheetFacts, ctx: DocumentContext, paper: PaperSize = 'letter'): string {
  const { booking: b } = facts;
  const tz = ctx.business.timeZone;
  const start = eventStart(b.eventDate, b.eventTime, tz);
  const body = html`
    <h1>Run sheet</h1>
    <p class="meta">Booking ${shortBookingId(b.id)} · ${partyTitle(b)} · ${atTheDoor(facts)}</p>
    ${factsTable([
      ['Date', longDateIn(start, tz)],
      [
        'Arrive by',
        html`<strong>${clockTimeAbbrIn(arrivalAt(start), tz)}</strong>
          <span class="tag">(${ARRIVAL_MINUTES_EARLY} minutes before the start, to set up)</span>`,
      ],
      ['Start', `${clockTimeAbbrIn(start, tz)}, for ${b.durationMinutes} minutes`],
      ['Address', addressLink(facts)],
      ['Space', b.location.spaceDetails],
      ['Child', `${b.childName}, turning ${b.childAge}${facts.waivers?.ownChildMissing ? ` (${WAIVER_MISSING})` : ''}`],
      ['Host parent', b.parentName],
      ['Phone', formatPhone(b.parentPhone)],
      ['Children booked', String(b.guestCount)],
      ['Theme', b.eventTheme ?? ''],
      ['Bring', toBring(facts)],
      ['Intensity', intensityLabel(b.intensity)],
      ['Special requests', b.specialRequests ?? ''],
    ])}
    <h2>Games</h2>
    ${gameList(facts, start, tz)}
    <h2>${childrenHeading(facts)}</h2>
    ${childrenTable(facts)}
  `;
  const footer = html`Children's names and notes are private: for the host team on the day, not to be shared.`;
  return documentPage(`Run sheet ${shortBookingId(b.id)}`, ctx, body, footer, paper);
}
