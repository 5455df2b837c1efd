import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runCommand } from '@app/devstack';

const run = promisify(execFile);

/** Where the schema's changes live: the newest commit touching it is the one a deploy applies before its new api. */
const MIGRATIONS_DIR = 'libs/base/database/src/migrations';

/** What the api's build needs from a revision: its sources, the libraries it imports and the compiler settings. */
const SOURCES = ['apps/api/src', 'libs', 'tsconfig.json', 'tsconfig.build.json', 'package.json'];

/** The build the previous api comes from, and why that one. */
export interface PreviousRevision {
  revision: string;
  why: string;
}

const git = async (root: string, ...args: string[]) => (await run('git', args, { cwd: root })).stdout.trim();

/**
 * The api build that still serves while the newest migrations are applied (docs/operations.md, Expand, then
 * contract): with migrations changed but not committed, the checkout's HEAD; otherwise the first parent of the
 * newest commit (along the first-parent line, so a merge counts as one deploy) that changed MIGRATIONS_DIR, which is
 * the previous commit whenever the newest one brings a migration. Needs the git history: a shallow clone is refused
 * with what to run.
 */
export async function previousRevision(root: string): Promise<PreviousRevision> {
  if ((await git(root, 'status', '--porcelain', '--', MIGRATIONS_DIR)) !== '') {
    return { revision: await git(root, 'rev-parse', 'HEAD'), why: `HEAD: ${MIGRATIONS_DIR} has changes not committed` };
  }
  const newest = await git(root, 'log', '--first-parent', '-1', '--format=%H', '--', MIGRATIONS_DIR);
  const shallow = (await git(root, 'rev-parse', '--is-shallow-repository')) === 'true';
  const parent = newest && (await git(root, 'rev-parse', '--verify', '--quiet', `${newest}^1`).catch(() => ''));
  if (!parent) {
    throw new Error(
      `The previous build's api cannot be found: ${shallow ? 'this clone is shallow' : 'no commit before the newest migration'}. ` +
        'It is the parent of the newest commit that changed ' +
        `${MIGRATIONS_DIR}; fetch the history with \`git fetch --unshallow\` (or \`git fetch --deepen=50\`) and run the ` +
        'test again.',
    );
  }
  const subject = await git(root, 'log', '-1', '--format=%h %s', newest);
  return { revision: parent, why: `the parent of ${subject}` };
}

export interface PreviousApi extends PreviousRevision {
  /** Its compiled entry point, to start like the launcher starts the api. */
  script: string;
  buildMs: number;
  remove(): Promise<void>;
}

/**
 * The api of `revision`, built apart in a temporary directory: its sources from `git archive`, this checkout's
 * node_modules, and only the files the api's entry point imports, compiled as `npm run build:server` compiles them
 * (emit only, then the path aliases resolved).
 */
export async function buildPreviousApi(root: string, { revision, why }: PreviousRevision): Promise<PreviousApi> {
  const started = Date.now();
  const dir = await mkdtemp(join(tmpdir(), 'previous-api-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await run(
      'sh',
      ['-c', `git archive --format=tar "$1" -- ${SOURCES.join(' ')} | tar -x -C "$2"`, 'sh', revision, dir],
      {
        cwd: root,
        maxBuffer: 1 << 20,
      },
    );
    await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
    const tsconfig = join(dir, 'tsconfig.previous-api.json');
    await writeFile(tsconfig, JSON.stringify({ extends: './tsconfig.build.json', files: ['apps/api/src/main.ts'] }));
    const compile = (bin: string, ...args: string[]) =>
      runCommand(process.execPath, [join(root, 'node_modules', bin), ...args], { cwd: dir, stdio: 'inherit' });
    if ((await compile('typescript/bin/tsc', '-p', tsconfig, '--noCheck')) !== 0) throw new Error('tsc failed');
    if ((await compile('tsc-alias/dist/bin/index.js', '-p', tsconfig)) !== 0) throw new Error('tsc-alias failed');
  } catch (err) {
    await remove();
    throw new Error(`could not build the api of ${revision} (${why}): ${String(err)}`);
  }
  return { revision, why, script: join(dir, 'dist/apps/api/src/main.js'), buildMs: Date.now() - started, remove };
}
