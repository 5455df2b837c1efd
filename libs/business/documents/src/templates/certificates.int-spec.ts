import { PARTY_RULES, ROSTER_RULES } from '@app/contracts';
import { certificateFacts, CONTEXT, pdfPages } from '@app/testing';
import { PdfRenderer } from '../pdf-renderer';
import { certificatesHtml } from './certificates.template';

/** Chromium renders on a loaded 2-core machine. */
const CASE_MS = 60_000;

/** Names as long as the roster takes (ROSTER_RULES.firstNameMax): the widest letters, and an ordinary long name. */
const LONGEST = [
  'W'.repeat(ROSTER_RULES.firstNameMax),
  'Maximiliana-Alexandrina Wolfeschlegelstn'.slice(0, ROSTER_RULES.firstNameMax),
  'Maximilianaalexandrinawolfeschlegelstein'.slice(0, ROSTER_RULES.firstNameMax),
];

describe('award certificates fit the longest first name and title', () => {
  const renderer = new PdfRenderer(1);
  afterAll(() => renderer.onApplicationShutdown());

  it(
    `a name of ${ROSTER_RULES.firstNameMax} letters and a title of ${PARTY_RULES.awardTitleMax} are printed whole on one page`,
    async () => {
      const facts = certificateFacts();
      // The longest title a host's own award takes, too.
      const title = 'W'.repeat(PARTY_RULES.awardTitleMax);
      facts.children = LONGEST.map((firstName) => ({ firstName, title }));
      const pages = await pdfPages(await renderer.render(certificatesHtml(facts, CONTEXT)));
      expect(pages).toHaveLength(LONGEST.length);
      pages.forEach((page, i) => {
        expect(page.replace(/\s+/g, '')).toContain(LONGEST[i].replace(/\s+/g, ''));
        expect(page.replace(/\s+/g, '')).toContain(title);
      });
    },
    CASE_MS,
  );
});
