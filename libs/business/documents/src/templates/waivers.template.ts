import { longDateIn, shortBookingId, type PaperSize, type WaiverText } from '@app/contracts';
import type { WaiverSignatureEntity } from '@app/waivers';
import { recordFacts } from '@app/waivers';
import type { BookingEntity } from '@app/bookings';
import type { DocumentContext } from '../document-facts';
import { eventStart } from '../event-time';
import { partyTitle } from './certificates.template';
import { documentPage, factsTable } from './document-layout';
import { html } from './html';

/** What the party's waivers PDF is built from: the booking, each signature and the text of the version it signed. */
export interface WaiversFacts {
  booking: BookingEntity;
  signatures: WaiverSignatureEntity[];
  texts: Map<number, WaiverText>;
}

/** One signed waiver in full, on a page of its own: the record's facts, the drawing if any, the text signed. */
const signedWaiver = (s: WaiverSignatureEntity, text: WaiverText | undefined, timeZone: string, first: boolean) =>
  html`<section style="${first ? '' : 'break-before: page;'}">
    <h2>Waiver for ${s.childName}, signed by ${s.signerName}</h2>
    ${factsTable(recordFacts(s, timeZone).map(({ label, value }) => [label, value]))}
    ${
      s.drawnSignature
        ? html`<p>
            <img src="${s.drawnSignature}" alt="Drawn signature of ${s.signerName}" style="max-height: 30mm;" />
          </p>`
        : ''
    }
    <h3>The waiver (version ${s.version})</h3>
    <div style="white-space: pre-wrap;">${text?.text ?? ''}</div>
  </section>`;

/**
 * Every signed waiver of one party, in full (docs/product/waivers.md#the-office): a page per signature with its record
 * and the text of the version it agreed to, so the office holds the whole record in one file.
 */
export function waiversHtml(facts: WaiversFacts, ctx: DocumentContext, paper: PaperSize = 'letter'): string {
  const { booking: b, signatures } = facts;
  const tz = ctx.business.timeZone;
  const body = html`
    <h1>Signed waivers</h1>
    <p class="meta">
      Booking ${shortBookingId(b.id)} · ${partyTitle(b)} · ${longDateIn(eventStart(b.eventDate, b.eventTime, tz), tz)}
    </p>
    ${
      signatures.length
        ? signatures.map((s, i) => signedWaiver(s, facts.texts.get(s.version), tz, i === 0))
        : html`<p>No waiver has been signed for this party yet.</p>`
    }
  `;
  const footer = html`The signers' details are private: kept as the record of their signature, not to be shared.`;
  return documentPage(`Signed waivers ${shortBookingId(b.id)}`, ctx, body, footer, paper);
}
