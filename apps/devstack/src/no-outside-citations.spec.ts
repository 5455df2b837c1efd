import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { anchorsOf } from './markdown-anchors';
import { trackedTexts } from './tracked-texts';

const root = join(__dirname, '../../..');

/**
 * Citations of texts a clone of the repository does not have: the product's former spec and design documents by
 * section, a tracker's issue numbers, and the folder that once sat beside the repository. The product's rules live
 * under docs/product/ (docs/product/README.md#how-to-cite); a comment cites the rule there, or states its reason.
 * Built from parts so that this file does not match itself.
 */
const SECTION = '\u00a7';
const OUTSIDE: { pattern: RegExp; instead: string }[] = [
  { pattern: new RegExp(`\\b(?:SPEC|DESIGN)(?:\\.md)? ${SECTION}`), instead: 'cite docs/product/<file>.md#<anchor>' },
  { pattern: new RegExp(`\\bissues? ${'#'}\\d`, 'i'), instead: 'state the reason, not a tracker number' },
  { pattern: new RegExp(`\\.\\./${'shared'}/`), instead: 'point at the copy in the repository' },
];

function outsideCitations(files: { file: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    text.split('\n').forEach((line, i) => {
      const hit = OUTSIDE.find(({ pattern }) => pattern.test(line));
      if (hit) found.push(`${file}:${i + 1}: ${line.trim()} (${hit.instead})`);
    });
  }
  return found;
}

/**
 * Every `docs/product/<file>.md#<anchor>` cited anywhere (also as a relative link, `../product/money.md#deposit`, and
 * between the pages of docs/product/ themselves), checked against the files and their headings.
 */
function brokenRuleCitations(files: { file: string; text: string }[], pages: Map<string, string>): string[] {
  const anchors = new Map([...pages].map(([page, text]) => [page, anchorsOf(text)]));
  const broken: string[] = [];
  for (const { file, text } of files) {
    const inProduct = file.startsWith('docs/product/');
    text.split('\n').forEach((line, i) => {
      const cited = [...line.matchAll(/\bproduct\/([\w.-]+\.md)#([\w-]+)/g)].map((m) => [m[1], m[2]]);
      if (inProduct) cited.push(...[...line.matchAll(/\]\(([\w.-]+\.md)#([\w-]+)\)/g)].map((m) => [m[1], m[2]]));
      for (const [page, anchor] of cited) {
        const at = `${file}:${i + 1}: docs/product/${page}#${anchor}`;
        if (!anchors.has(page)) broken.push(`${at}: no such page under docs/product/`);
        else if (!anchors.get(page)!.has(anchor)) broken.push(`${at}: ${page} has no heading with that anchor`);
      }
    });
  }
  return broken;
}

function productPages(): Map<string, string> {
  const files = execFileSync('git', ['ls-files', '-z', '--', 'docs/product'], { cwd: root, encoding: 'utf8' });
  return new Map(
    files
      .split('\0')
      .filter((file) => /^docs\/product\/[^/]+\.md$/.test(file))
      .map((file) => [file.slice('docs/product/'.length), readFileSync(join(root, file), 'utf8')]),
  );
}

describe('citations a clone can follow', () => {
  const files = trackedTexts(root);

  it('cites no text outside the repository: no old spec or design section, issue number or sibling folder', () => {
    expect(outsideCitations(files)).toEqual([]);
  });

  it('cites only pages and headings that exist under docs/product/', () => {
    expect(brokenRuleCitations(files, productPages())).toEqual([]);
  });

  it('names the file and line of each outside citation', () => {
    const sample = [
      `// the deposit (SPEC ${SECTION}9) is half the total`,
      `/** Issue ${'#'}37: an admin gave back the cash. */`,
      `see ../${'shared'}/DESIGN.md`,
      'the rule is docs/product/money.md#deposit (issue-free, #37 alone is no citation)',
    ].join('\n');
    expect(outsideCitations([{ file: 'libs/x.ts', text: sample }])).toEqual([
      `libs/x.ts:1: // the deposit (SPEC ${SECTION}9) is half the total (cite docs/product/<file>.md#<anchor>)`,
      `libs/x.ts:2: /** Issue ${'#'}37: an admin gave back the cash. */ (state the reason, not a tracker number)`,
      `libs/x.ts:3: see ../${'shared'}/DESIGN.md (point at the copy in the repository)`,
    ]);
  });

  it('names citations of a missing page or heading, with GitHub anchors', () => {
    // Built from parts, so that the check above does not read these made-up citations in this file.
    const cite = (page: string, anchor: string) => `${['docs', 'product', page].join('/')}#${anchor}`;
    const pages = new Map([
      ['money.md', "# Money\n\n### Deposit\n\n### The product's rules\n\n```\n# not a heading\n```\n\n### Deposit\n"],
    ]);
    const text = [
      `// ${cite('money.md', 'deposit')} and ${cite('money.md', 'the-products-rules')}`,
      `// ${cite('money.md', 'deposit-1')}, ${cite('money.md', 'not-a-heading')}`,
      `[x](../${['product', 'money.md'].join('/')}#refunds), ${cite('pages.md', 'routes')}`,
    ].join('\n');
    expect(brokenRuleCitations([{ file: 'docs/adr/0001.md', text }], pages)).toEqual([
      `docs/adr/0001.md:2: ${cite('money.md', 'not-a-heading')}: money.md has no heading with that anchor`,
      `docs/adr/0001.md:3: ${cite('money.md', 'refunds')}: money.md has no heading with that anchor`,
      `docs/adr/0001.md:3: ${cite('pages.md', 'routes')}: no such page under docs/product/`,
    ]);
  });
});
