import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { anchorsOf } from './markdown-anchors';
import { trackedTexts } from './tracked-texts';

const root = join(__dirname, '../../..');

// Written here rather than taken from remark-validate-links: that library reads no `<a id>` anchor (the pages use them
// where a heading's words would change) and no page cited from code, both of which this check follows.

/** A page's links: `[text](target)`, `![alt](target)` and `[label]: target`, outside code (fenced or `inline`). */
function linksOf(markdown: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced) return;
    const prose = text.replace(/(`+)[^`]*?\1/g, '');
    const inline = [...prose.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
    const definition = /^\s{0,3}\[[^\]]+\]:\s+(<[^>]*>|\S+)/.exec(prose)?.[1];
    for (const target of [...inline, ...(definition ? [definition] : [])]) {
      links.push({ line: i + 1, target: target.replace(/^<|>$/g, '') });
    }
  });
  return links;
}

/**
 * The links of `pages` (path from the repository's root → text) that lead nowhere: a relative file or folder that
 * `exists` does not know, or a `#anchor` that its Markdown page (the linking page itself for a bare `#anchor`) has no
 * heading or `id` for. Links to other sites (`https:`, `mailto:`...) and a source file's anchor (`#L12`) are not checked.
 */
function brokenLinks(pages: Map<string, string>, exists: (path: string) => boolean): string[] {
  const broken: string[] = [];
  const anchors = new Map<string, Set<string>>();
  const anchorsIn = (page: string) => {
    if (!anchors.has(page)) anchors.set(page, anchorsOf(pages.get(page) ?? readFileSync(join(root, page), 'utf8')));
    return anchors.get(page)!;
  };
  for (const [page, text] of pages) {
    for (const { line, target } of linksOf(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
      // A link starting with `/` starts at the repository's root, as GitHub shows the page.
      const from = pathPart.startsWith('/') ? '.' : posix.dirname(page);
      const path = pathPart ? posix.normalize(posix.join(from, decodeURI(pathPart))).replace(/^\//, '') : page;
      const at = `${page}:${line}: ${target}`;
      if (path.startsWith('../') || (pathPart && !exists(path.replace(/\/$/, '')))) {
        broken.push(`${at}: ${path} does not exist`);
      } else if (anchor !== undefined && path.endsWith('.md') && !anchorsIn(path).has(decodeURIComponent(anchor))) {
        broken.push(`${at}: ${path} has no heading with the anchor #${anchor}`);
      }
    }
  }
  return broken;
}

/**
 * Citations of a page's heading by its path from the repository's root in any tracked text (a comment's
 * `docs/testing.md#unit-specs`, a page's `bench/results.md#...` in prose), checked against `pages` (path → text).
 */
function brokenCitations(texts: { file: string; text: string }[], pages: Map<string, string>): string[] {
  const anchors = new Map([...pages].map(([page, text]) => [page, anchorsOf(text)]));
  const broken: string[] = [];
  for (const { file, text } of texts) {
    text.split('\n').forEach((line, i) => {
      for (const [, page, anchor] of line.matchAll(/(?<![\w./-])((?:docs|bench)\/[\w./-]+\.md|README\.md)#([\w-]+)/g)) {
        const at = `${file}:${i + 1}: ${page}#${anchor}`;
        if (!anchors.has(page)) broken.push(`${at}: no such page`);
        else if (!anchors.get(page)!.has(anchor)) broken.push(`${at}: ${page} has no heading with that anchor`);
      }
    });
  }
  return broken;
}

/** README.md and every Markdown page under docs/ and bench/ that git tracks. */
function docPages(): Map<string, string> {
  const files = execFileSync('git', ['ls-files', '-z', '--', 'README.md', 'docs', 'bench'], {
    cwd: root,
    encoding: 'utf8',
  });
  return new Map(
    files
      .split('\0')
      .filter((file) => file.endsWith('.md') && existsSync(join(root, file)))
      .map((file) => [file, readFileSync(join(root, file), 'utf8')]),
  );
}

describe("the docs' links", () => {
  const pages = docPages();

  it('lead to files and headings that exist, in README.md, docs/ and bench/', () => {
    expect(brokenLinks(pages, (path) => existsSync(join(root, path)))).toEqual([]);
  });

  it('cited by path anywhere (`docs/<page>.md#<anchor>` in a comment) name a heading that exists', () => {
    expect(brokenCitations(trackedTexts(root), pages)).toEqual([]);
  });

  it('names the page, line and target of each broken link or anchor', () => {
    const pages = new Map([
      [
        'docs/a.md',
        [
          '# Page A',
          '',
          '## How it runs',
          '<a id="kept"></a>',
          'See [b](b.md#the-setup), [b again](./b.md#gone), [self](#how-it-runs) and [kept](#kept).',
          'Broken: [self](#nowhere), [missing](missing.md), [up](../../outside.md), ![img](images/x.png).',
          'Fine: [site](https://example.com/#x), [code](../libs/x.ts#L3), [folder](../libs/), `[not](a-link.md)`.',
          'From the root: [b](/docs/b.md#the-setup), [gone](/docs/gone.md).',
          '```',
          '[in a block](nowhere.md)',
          '```',
          '[ref]: b.md#the-setup-1',
        ].join('\n'),
      ],
      ['docs/b.md', '# B\n\n## The setup\n\n```\n## Not a heading\n```\n\n## The setup\n'],
    ]);
    const files = new Set(['docs/a.md', 'docs/b.md', 'libs/x.ts', 'libs']);
    expect(brokenLinks(pages, (path) => files.has(path))).toEqual([
      'docs/a.md:5: ./b.md#gone: docs/b.md has no heading with the anchor #gone',
      'docs/a.md:6: #nowhere: docs/a.md has no heading with the anchor #nowhere',
      'docs/a.md:6: missing.md: docs/missing.md does not exist',
      'docs/a.md:6: ../../outside.md: ../outside.md does not exist',
      'docs/a.md:6: images/x.png: docs/images/x.png does not exist',
      'docs/a.md:8: /docs/gone.md: docs/gone.md does not exist',
    ]);
  });

  it('names the file and line of each citation of a missing page or heading', () => {
    // Built from parts, so that the check above does not read these made-up citations in this file.
    const cite = (page: string, anchor: string) => `${page}#${anchor}`;
    const pages = new Map([['docs/b.md', '# B\n\n## The setup\n\n<a\n  id="kept"></a>\n']]);
    const texts = [
      { file: 'libs/x.ts', text: `// ${cite('docs/b.md', 'the-setup')}, ${cite('docs/b.md', 'kept')}` },
      { file: 'libs/y.ts', text: `\n// ${cite('docs/b.md', 'gone')} and ${cite('docs/c.md', 'x')}` },
      { file: 'docs/z.md', text: `not a citation: ${cite('libs/docs/b.md', 'gone')}` },
    ];
    expect(brokenCitations(texts, pages)).toEqual([
      `libs/y.ts:2: ${cite('docs/b.md', 'gone')}: docs/b.md has no heading with that anchor`,
      `libs/y.ts:2: ${cite('docs/c.md', 'x')}: no such page`,
    ]);
  });
});
