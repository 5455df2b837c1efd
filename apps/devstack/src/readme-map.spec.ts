import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../..');
/** The folders the map names under each top folder, and how deep: libs/<layer>/<lib>, apps/<app>. */
const MAPPED: Record<string, number> = { apps: 1, libs: 2 };

/**
 * The folders README.md's map ("## The code", its first code block) names under apps/ and libs/: a line indented by
 * two spaces a level (one level deeper than the folder above it at most) starts with one or more `name/...` (its
 * description follows after two or more spaces; lines indented deeper still continue a description). Anything else in
 * that column names no folder.
 */
function mapOf(readme: string): { named: string[]; unreadable: string[] } {
  const section = readme.split(/^## The code$/m)[1] ?? '';
  const block = /^```[^\n]*\n([\s\S]*?)^```$/m.exec(section)?.[1] ?? '';
  const named: string[] = [];
  const unreadable: string[] = [];
  let path: string[] = [];
  for (const line of block.split('\n')) {
    const [, indent, entry] = /^( *)(\S.*?)(?: {2,}|$)/.exec(line) ?? [];
    if (entry === undefined) continue;
    const level = indent.length / 2;
    if (level === 0) path = [entry.split('/')[0]];
    if (level === 0 || !(path[0] in MAPPED) || !Number.isInteger(level) || level > path.length) continue;
    path = path.slice(0, level);
    for (const token of entry.split(' ')) {
      if (/^[\w.-]+\//.test(token)) named.push([...path, token.split('/')[0]].join('/'));
      else unreadable.push(`"${token}" in "${entry}" under ${path.join('/')}/`);
    }
    path.push(entry.split('/')[0]);
  }
  return { named, unreadable };
}

/** The folders of apps/ and libs/, as deep as MAPPED says, that hold files tracked by git (not an empty leftover). */
function trackedFolders(): string[] {
  const tops = Object.keys(MAPPED);
  const files = execFileSync('git', ['ls-files', '-z', '--', ...tops], { cwd: root, encoding: 'utf8' }).split('\0');
  const folders = files.flatMap((file) => {
    const [top, ...rest] = file.split('/');
    const depth = Math.min(MAPPED[top] ?? 0, rest.length - 1);
    return Array.from({ length: depth }, (_, i) => [top, ...rest.slice(0, i + 1)].join('/'));
  });
  return [...new Set(folders)].sort();
}

function mapProblems(readme: string, folders: string[]): string[] {
  const { named, unreadable } = mapOf(readme);
  return [
    ...unreadable.map((what) => `README.md's map has ${what}, which names no folder: name each folder (\`name/\`).`),
    ...named
      .filter((folder) => !folders.includes(folder))
      .map(
        (folder) => `README.md's map names ${folder}/, which holds no tracked file: remove its line or fix its name.`,
      ),
    ...folders
      .filter((folder) => !named.includes(folder))
      .map(
        (folder) =>
          `README.md's map leaves out ${folder}/: add a line for it under ${folder.slice(0, folder.lastIndexOf('/'))}/ saying what it holds.`,
      ),
  ];
}

describe("README.md's map of the code", () => {
  it('names every folder under apps/ and libs/, and nothing else', () => {
    expect(mapProblems(readFileSync(join(root, 'README.md'), 'utf8'), trackedFolders())).toEqual([]);
  });

  it('says which folder is missing, which is gone, and what names no folder', () => {
    const readme = [
      '## The code',
      '',
      '```',
      'apps/',
      '  api/src/             the api',
      'libs/',
      '  business/            the domains',
      '    old/               a lib that left',
      '    catalog/ promo/ ...  several libs',
      '                       and a description that goes on',
      'docs/                  pages',
      '```',
    ].join('\n');
    const folders = ['apps/api', 'apps/worker', 'libs/base', 'libs/base/config'];
    expect(mapProblems(readme, [...folders, 'libs/business', 'libs/business/catalog', 'libs/business/promo'])).toEqual([
      `README.md's map has "..." in "catalog/ promo/ ..." under libs/business/, which names no folder: name each folder (\`name/\`).`,
      "README.md's map names libs/business/old/, which holds no tracked file: remove its line or fix its name.",
      "README.md's map leaves out apps/worker/: add a line for it under apps/ saying what it holds.",
      "README.md's map leaves out libs/base/: add a line for it under libs/ saying what it holds.",
      "README.md's map leaves out libs/base/config/: add a line for it under libs/base/ saying what it holds.",
    ]);
  });
});
