import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { ROOT } from './paths';
import { TYPECHECK_COMPILER, TYPECHECK_PROJECTS, typecheckArgs } from './typecheck-projects';

/** The files a tsconfig checks as roots: its `include` less its `exclude`, as tsc itself reads them. */
function rootsOf(project: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, project),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  return parsed!.fileNames.map((file) => relative(ROOT, file));
}

describe('the typecheck suite', () => {
  it('checks every TypeScript file git tracks: none is left to a build that only transpiles it', () => {
    const checked = new Set(TYPECHECK_PROJECTS.flatMap(rootsOf));
    const tracked = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mts', '*.cts'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);

    expect(tracked.length).toBeGreaterThan(1000);
    expect(tracked.filter((file) => !checked.has(file))).toEqual([]);
  });

  it('is what `npm run typecheck` runs too', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const passes = TYPECHECK_PROJECTS.map((project) =>
      ['node', TYPECHECK_COMPILER, ...typecheckArgs(project)].join(' '),
    );

    expect(scripts.typecheck).toBe(passes.join(' && '));
  });
});
