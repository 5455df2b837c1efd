import sharp from 'sharp';
import {
  bareClockIn,
  CERTIFICATE_WORDS,
  longDateIn,
  type PaperSize,
  PLACEHOLDER_SETTINGS,
  shirtSizeLabel,
} from '@app/contracts';
import { pdfPageBoxes, pdfToPng } from '@app/devstack';
import { pdfPages, pdfText } from '@app/testing';
import type { DocumentContext } from '../document-facts';
import { SAMPLE_CONTEXT, sampleCertificates, sampleParty } from '../document-samples';
import { eventStart } from '../event-time';
import { PdfRenderer } from '../pdf-renderer';
import { BRAND } from './brand';
import { certificatesHtml, partyTitle } from './certificates.template';
import { runSheetHtml } from './run-sheet.template';

/** Chromium and Poppler on a loaded 2-core machine. */
const CASE_MS = 60_000;

/** Landscape sheets in points (1/72 inch): Letter 11 x 8.5 in, A4 297 x 210 mm. */
const LANDSCAPE: Record<PaperSize, { widthPt: number; heightPt: number }> = {
  letter: { widthPt: 11 * 72, heightPt: 8.5 * 72 },
  a4: { widthPt: (297 / 25.4) * 72, heightPt: (210 / 25.4) * 72 },
};

/** Coarse enough to be quick, fine enough to find the frame's colour. */
const DPI = 40;

/** The share of a PNG's pixels within a small distance of `hex` (the print's anti-aliasing blurs edges only). */
async function shareOf(png: Buffer, hex: string): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let near = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 24) near++;
  }
  return near / (data.length / info.channels);
}

/** Settings as first run leaves them, on a development machine's address: nothing of it may reach paper. */
const FIRST_RUN: DocumentContext = {
  ...SAMPLE_CONTEXT,
  business: { ...SAMPLE_CONTEXT.business, ...PLACEHOLDER_SETTINGS },
  publicUrl: 'http://localhost:3000',
};

describe('printed documents, read back as a printer and a reader see them', () => {
  const renderer = new PdfRenderer(1);
  afterAll(() => renderer.onApplicationShutdown());
  const party = sampleParty();
  const { timeZone } = SAMPLE_CONTEXT.business;
  const start = eventStart(party.booking.eventDate, party.booking.eventTime, timeZone);

  it.each(['letter', 'a4'] as const)(
    'certificates on %s: a landscape page of that size per child, in the brand colours, with every line',
    async (paper) => {
      const certified = sampleCertificates();
      const pdf = await renderer.render(certificatesHtml(certified, SAMPLE_CONTEXT, paper));

      const boxes = await pdfPageBoxes(pdf);
      expect(boxes).toHaveLength(party.children.length);
      for (const box of boxes) {
        expect(box.widthPt).toBeCloseTo(LANDSCAPE[paper].widthPt, 0);
        expect(box.heightPt).toBeCloseTo(LANDSCAPE[paper].heightPt, 0);
      }

      const [png] = await pdfToPng(pdf, DPI, 1);
      const { width, height } = await sharp(png).metadata();
      expect(width / height).toBeCloseTo(LANDSCAPE[paper].widthPt / LANDSCAPE[paper].heightPt, 2);
      // The violet frame and the trophy's gold: a page in the brand, not a blank one.
      expect(await shareOf(png, BRAND.violet)).toBeGreaterThan(0.03);
      expect(await shareOf(png, BRAND.gold)).toBeGreaterThan(0.002);

      const pages = await pdfPages(pdf);
      expect(pages).toHaveLength(party.children.length);
      const day = longDateIn(start, timeZone);
      pages.forEach((page, i) => {
        const text = page.replace(/\s+/g, ' ');
        expect(text).toContain(certified.children[i].title);
        expect(text).toContain(party.children[i].firstName);
        expect(text).toContain(`${CERTIFICATE_WORDS.competedAt} ${partyTitle(party.booking)}`);
        expect(text).toContain(day);
        expect(text).toContain(CERTIFICATE_WORDS.signedBy);
      });
    },
    CASE_MS,
  );

  it(
    'the run sheet: the theme, shirts by size, the games on the clock, the age, the allergy first and marked, and ' +
      'nothing of a placeholder or localhost',
    async () => {
      const pdf = await renderer.render(runSheetHtml(party, FIRST_RUN));
      expect(await pdfPageBoxes(pdf)).toEqual([{ widthPt: 612, heightPt: 792 }]);
      const text = (await pdfText(pdf)).replace(/\s+/g, ' ');

      expect(text).toContain('Theme Pirates');
      expect(text).toContain('Shirts: YS 1 · YM 2 · YL 1; Awards: 5');
      let at = start.getTime();
      const clock = party.games.map((g, i) => {
        const line = `${i + 1}. ${bareClockIn(new Date(at), timeZone)} ${g.name} (${g.minutes} min`;
        at += g.minutes * 60_000;
        return line;
      });
      for (const line of clock) expect(text).toContain(line);
      expect(text).toContain('Child Maya Lopez, turning 7');
      // Ava, third on the host's list, is read first, her note marked.
      const ava = party.children[2];
      expect(text).toContain(`1 Ava ${ava.age} ${shirtSizeLabel(ava.shirtSize!)} Note: ${ava.notes}`);
      expect(text).toContain('# Child Age Shirt Allergies and notes Photos');

      expect(text).toContain(SAMPLE_CONTEXT.business.email);
      expect(text).not.toContain('localhost');
      for (const placeholder of Object.values(PLACEHOLDER_SETTINGS).filter(Boolean))
        expect(text).not.toContain(placeholder);
    },
    CASE_MS,
  );

  it(
    'the run sheet of a party of five with every business detail saved is one page on either paper',
    async () => {
      for (const paper of ['letter', 'a4'] as const) {
        const pdf = await renderer.render(runSheetHtml(party, SAMPLE_CONTEXT, paper));
        const boxes = await pdfPageBoxes(pdf);
        expect({ paper, pages: boxes.length }).toEqual({ paper, pages: 1 });
        expect(boxes[0].heightPt).toBeCloseTo(LANDSCAPE[paper].widthPt, 0);
      }
    },
    CASE_MS,
  );
});
