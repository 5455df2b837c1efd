import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../..');
const MAPPED = ['apps', 'libs'];

/**
 * The folders README.md's map ("## The code", its first code block) names under apps/ and libs/: a line indented by
 * two spaces under `apps/` or `libs/` starts with one or more `name/...` (its description follows after two or more
 * spaces; deeper-indented lines continue a description). Anything else in that column names no folder.
 */
function mapOf(readme: string): { named: string[]; unreadable: string[] } {
  const section = readme.split(/^## The code$/m)[1] ?? '';
  const block = /^```[^\n]*\n([\s\S]*?)^```$/m.exec(section)?.[1] ?? '';
  const named: string[] = [];
  const unreadable: string[] = [];
  let top = '';
  for (const line of block.split('\n')) {
    if (/^\S/.test(line)) top = line.split('/')[0];
    const entry = /^ {2}(\S.*?)(?: {2,}|$)/.exec(line)?.[1];
    if (!entry || !MAPPED.includes(top)) continue;
    for (const token of entry.split(' ')) {
      if (/^[\w.-]+\//.test(token)) named.push(`${top}/${token.split('/')[0]}`);
      else unreadable.push(`"${token}" in "${entry}" under ${top}/`);
    }
  }
  return { named, unreadable };
}

/** Direct children of apps/ and libs/ that hold files tracked by git (an empty leftover folder does not count). */
function trackedFolders(): string[] {
  const files = execFileSync('git', ['ls-files', '-z', '--', ...MAPPED], { cwd: root, encoding: 'utf8' }).split('\0');
  const folders = files.map((file) => file.split('/')).filter((parts) => parts.length >= 3);
  return [...new Set(folders.map(([top, folder]) => `${top}/${folder}`))].sort();
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
          `README.md's map leaves out ${folder}/: add a line for it under ${folder.split('/')[0]}/ saying what it holds.`,
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
      '  old/                 a lib that left',
      '  catalog/ promo/ ...  several libs',
      '                       and a description that goes on',
      'docs/                  pages',
      '```',
    ].join('\n');
    expect(mapProblems(readme, ['apps/api', 'apps/worker', 'libs/catalog', 'libs/promo'])).toEqual([
      `README.md's map has "..." in "catalog/ promo/ ..." under libs/, which names no folder: name each folder (\`name/\`).`,
      "README.md's map names libs/old/, which holds no tracked file: remove its line or fix its name.",
      "README.md's map leaves out apps/worker/: add a line for it under apps/ saying what it holds.",
    ]);
  });
});
