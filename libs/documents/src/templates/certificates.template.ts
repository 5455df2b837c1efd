import { eventTypeLabel, longDateIn } from '@app/contracts';
import { firstNameOf } from '@app/roster';
import type { DocumentContext, RosterDocumentFacts } from '../document-facts';
import { eventStart } from '../event-time';
import { htmlDocument } from './document-layout';
import { html } from './html';

/**
 * One landscape Letter page per certificate, in the receipts' colours and fonts. A fixed height under the printable
 * area keeps each certificate on its own page (never a blank one after it, never one spilling onto two).
 */
const CERTIFICATE_STYLES = `
@page { size: Letter landscape; margin: 12mm; }
.certificate { height: 185mm; display: flex; flex-direction: column; justify-content: center; align-items: center;
  text-align: center; border: 6px double #e4572e; border-radius: 10px; padding: 14mm; break-after: page; }
.certificate:last-child { break-after: auto; }
.certificate .brand { font-size: 16pt; }
.certificate .award { font-size: 30pt; font-weight: bold; margin: 8mm 0 4mm; letter-spacing: 1px; }
.certificate .to { font-size: 13pt; color: #4a5365; margin: 0; }
.certificate .name { font-weight: bold; line-height: 1.2; color: #1d2330; margin: 6mm 0; padding: 0 12mm 3mm;
  border-bottom: 2px solid #e4572e; max-width: 100%; overflow-wrap: anywhere; }
.certificate .party { font-size: 15pt; margin: 4mm 0 1mm; }
.certificate .date { font-size: 12pt; color: #4a5365; margin: 0; }
`;

/** The name's largest size: a first name of up to 18 letters prints this large. */
const NAME_PT = 44;
/**
 * Letters times points one line of the name holds: its width inside the border and paddings (about 200 mm, 567 pt)
 * over a bold DejaVu letter's average width (0.7 em). A longer name prints smaller, so the longest first name the
 * roster takes (40 letters) still fits one line; a name of wide letters wraps (overflow-wrap above) rather than run off
 * the page, where Chromium drops it (40 W's at 44 pt were printed as 24).
 */
const NAME_LINE_LETTER_POINTS = 800;

/** The name's font size in points. */
export const certificateNamePt = (name: string): number =>
  Math.min(NAME_PT, Math.floor(NAME_LINE_LETTER_POINTS / Math.max(1, [...name].length)));

/** "Maya's Birthday Party": the guest of honour's first name (first names only) and the kind of event. */
export const partyTitle = ({ childName, eventType }: RosterDocumentFacts['booking']): string =>
  `${firstNameOf(childName)}'s ${eventTypeLabel(eventType)}`;

/** The award certificates: a page for each child coming, with the child's first name, the party and its date. */
export function certificatesHtml(
  { booking, children }: Pick<RosterDocumentFacts, 'booking' | 'children'>,
  { business }: DocumentContext,
): string {
  const party = partyTitle(booking);
  const day = longDateIn(eventStart(booking.eventDate, booking.eventTime, business.timeZone), business.timeZone);
  const pages = children.map(
    (child) =>
      html`<section class="certificate">
        <div class="brand">${business.businessName}</div>
        <div class="award">Champion Award</div>
        <p class="to">proudly presented to</p>
        <div class="name" style="font-size: ${certificateNamePt(child.firstName)}pt">${child.firstName}</div>
        <p class="party">for competing at ${party}</p>
        <p class="date">${day}</p>
      </section>`,
  );
  return htmlDocument(`Award certificates: ${party}`, CERTIFICATE_STYLES, pages);
}
