import { CERTIFICATE_WORDS, eventTypeLabel, firstNameOf, longDateIn, type PaperSize } from '@app/contracts';
import type { CertificateFacts, DocumentContext, RosterDocumentFacts } from '../document-facts';
import { eventStart } from '../event-time';
import { BRAND, brandFontFaces, HEADING_FONT, PAPER, TEXT_FONT } from './brand';
import { htmlDocument, printedBusiness } from './document-layout';
import { html } from './html';
import { TROPHY_SVG } from './trophy.svg';

/** The name's line: this wide on either sheet (the frame inside a landscape Letter page, the narrower of the two). */
const NAME_WIDTH_MM = 200;

/**
 * One landscape page per certificate on the host's paper, in the site's brand: its fonts embedded, a warm ground, a
 * violet frame with a gold rule, our trophy. The page has no margin and each certificate is the sheet's size less
 * a millimetre, so a certificate is never cut and never leaves a blank page after it; its parts are sized for the
 * shorter A4 landscape sheet (210 mm), so they fit Letter's 216 mm as well.
 */
const certificateStyles = (paper: PaperSize) => {
  const { css, widthMm, heightMm } = PAPER[paper];
  return `
${brandFontFaces()}
@page { size: ${css} landscape; margin: 0; }
html, body { margin: 0; }
.certificate { width: ${heightMm}mm; height: ${widthMm - 1}mm; padding: 9mm; overflow: hidden; break-after: page;
  background: ${BRAND.goldTint}; font-family: ${TEXT_FONT}; color: ${BRAND.ink}; }
.certificate:last-child { break-after: auto; }
.frame { position: relative; height: 100%; display: flex; flex-direction: column; align-items: center;
  text-align: center; padding: 10mm 16mm 9mm; background: #ffffff; border: 2.5mm solid ${BRAND.violet};
  border-radius: 6mm; }
.frame::before { content: ''; position: absolute; inset: 2.5mm; border: 0.6mm solid ${BRAND.gold};
  border-radius: 3.5mm; }
.trophy { width: 36mm; height: 42mm; flex: none; margin-bottom: 4mm; }
.middle { flex: 1; width: 100%; display: flex; flex-direction: column; align-items: center; justify-content: center; }
.organiser { font-size: 10.5pt; font-weight: 600; letter-spacing: 0.2em; text-transform: uppercase;
  color: ${BRAND.violetText}; margin: 0; }
.award { font-family: ${HEADING_FONT}; font-weight: 600; line-height: 1.1; color: ${BRAND.violet};
  max-width: 100%; margin: 2mm 0 0; overflow-wrap: anywhere; }
.to { font-size: 12pt; color: ${BRAND.muted}; margin: 3mm 0 0; }
.name { font-family: ${HEADING_FONT}; font-weight: 600; line-height: 1.15; color: ${BRAND.violetInk};
  width: ${NAME_WIDTH_MM}mm; max-width: 100%; margin: 2mm 0 0; padding-bottom: 2mm;
  border-bottom: 1mm solid ${BRAND.gold}; overflow-wrap: anywhere; }
.party { font-size: 15pt; font-weight: 600; margin: 5mm 0 0; }
.date { font-size: 12pt; color: ${BRAND.muted}; margin: 1mm 0 0; }
.signatures { width: 100%; display: flex; justify-content: space-between; align-items: flex-end; flex: none; }
.signatures .business { text-align: left; font-family: ${HEADING_FONT}; font-weight: 600; font-size: 13pt;
  color: ${BRAND.violetText}; }
.signatures .business .site { font-family: ${TEXT_FONT}; font-weight: 400; font-size: 9pt; color: ${BRAND.muted}; }
.signature { width: 70mm; border-top: 0.4mm solid ${BRAND.ink}; padding-top: 1.5mm; font-size: 10pt;
  color: ${BRAND.muted}; }
`;
};

/** The name's largest size: a first name of up to 20 letters prints this large. */
const NAME_PT = 44;
/**
 * Letters times points one line of the name holds: its width (NAME_WIDTH_MM, 567 pt) over a semi-bold Fredoka
 * letter's width, 0.62 em (measured in Chromium: 0.48 em in a long lower-case name, 0.62 in a short capitalised one
 * such as "Maya"; DejaVu Bold's was 0.7). A longer name prints smaller,
 * so the longest first name the roster takes (40 letters) still fits one line; a name of wide letters wraps
 * (overflow-wrap above) rather than run off the page, where Chromium drops it (40 W's at 44 pt were printed as 24).
 */
const NAME_LINE_LETTER_POINTS = 910;

/** The name's font size in points. */
const certificateNamePt = (name: string): number =>
  Math.min(NAME_PT, Math.floor(NAME_LINE_LETTER_POINTS / Math.max(1, [...name].length)));

/** "Maya's Birthday Party": the guest of honour's first name (first names only) and the kind of event. */
export const partyTitle = ({ childName, eventType }: RosterDocumentFacts['booking']): string =>
  `${firstNameOf(childName)}'s ${eventTypeLabel(eventType)}`;

/** The title's largest size; a host's own award of up to PARTY_RULES.awardTitleMax letters prints smaller. */
const TITLE_PT = 36;

/** The title's font size in points: one line of it holds as many letters as the name's (the same font). */
const certificateTitlePt = (title: string): number =>
  Math.min(TITLE_PT, Math.floor(NAME_LINE_LETTER_POINTS / Math.max(1, [...title].length)));

/**
 * The award certificates: a page for each child certified, with their award's title
 * (docs/product/party-day.md#certificates), the child's first name, the party and its date, the business as
 * printedBusiness keeps it, and a line for the host to sign.
 */
export function certificatesHtml(
  { booking, children }: CertificateFacts,
  ctx: DocumentContext,
  paper: PaperSize = 'letter',
): string {
  const party = partyTitle(booking);
  const { timeZone } = ctx.business;
  const day = longDateIn(eventStart(booking.eventDate, booking.eventTime, timeZone), timeZone);
  const business = printedBusiness(ctx);
  const pages = children.map(
    (child) =>
      html`<section class="certificate">
        <div class="frame">
          <div class="middle">
            ${TROPHY_SVG}
            <p class="organiser">${business.name}</p>
            <div class="award" style="font-size: ${certificateTitlePt(child.title)}pt">${child.title}</div>
            <p class="to">${CERTIFICATE_WORDS.presentedTo}</p>
            <div class="name" style="font-size: ${certificateNamePt(child.firstName)}pt">${child.firstName}</div>
            <p class="party">${CERTIFICATE_WORDS.competedAt} ${party}</p>
            <p class="date">${day}</p>
          </div>
          <div class="signatures">
            <div class="business">
              ${business.name} ${business.website ? html`<div class="site">${business.website}</div>` : ''}
            </div>
            <div class="signature">${CERTIFICATE_WORDS.signedBy}</div>
          </div>
        </div>
      </section>`,
  );
  return htmlDocument(`Award certificates: ${party}`, certificateStyles(paper), pages);
}
