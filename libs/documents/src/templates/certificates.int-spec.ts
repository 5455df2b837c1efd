/** @jest-environment ./libs/testing/jest/pdf-environment.cjs */
import { ROSTER_RULES } from '@app/contracts';
import { CONTEXT, pdfPages, rosterDocumentFacts } from '@app/testing';
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

describe('award certificates fit the longest first name', () => {
  const renderer = new PdfRenderer(1);
  afterAll(() => renderer.onApplicationShutdown());

  it(
    `a name of ${ROSTER_RULES.firstNameMax} letters is printed whole on its one page`,
    async () => {
      const facts = rosterDocumentFacts();
      facts.children = LONGEST.map((firstName) => ({ ...facts.children[0], firstName }));
      const pages = await pdfPages(await renderer.render(certificatesHtml(facts, CONTEXT)));
      expect(pages).toHaveLength(LONGEST.length);
      pages.forEach((page, i) => expect(page.replace(/\s+/g, '')).toContain(LONGEST[i].replace(/\s+/g, '')));
    },
    CASE_MS,
  );
});
