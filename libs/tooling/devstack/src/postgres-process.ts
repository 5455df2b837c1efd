import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { chown, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { UserIds } from './postgres-user';

/**
 * PostgreSQL's own programs, run from `installation` (bin, lib, share) as the user `ids` (undefined: as we are). Each
 * failure is one line (a program that cannot be run is a rejected promise, never an unhandled 'error' event).
 * Messages in English whatever the machine's language: start() waits for one of them.
 */
const ENGLISH = { LC_MESSAGES: 'C' };

/** initdb on the empty or missing `dir`, the superuser `user` with `password` (password authentication). */
export async function initdb(
  installation: string,
  dir: string,
  { user, password }: { user: string; password: string },
  ids: UserIds | undefined,
): Promise<void> {
  // initdb reads the password from a file, as the postgres user: beside the data dir, which that user reaches.
  const passwordFile = join(dirname(dir), `.pg-password-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600, flag: 'wx' });
  try {
    if (ids) await chown(passwordFile, ids.uid, ids.gid);
    const args = [`--pgdata=${dir}`, '--auth=password', `--username=${user}`, `--pwfile=${passwordFile}`];
    const { code, stderr } = await run(join(installation, 'bin', 'initdb'), [...args, '--lc-messages=C'], ids);
    if (code !== 0) throw new Error(`initdb failed for ${dir} (exit code ${code}): ${lastLine(stderr)}`);
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/**
 * Starts the server on `dir` and resolves once it accepts connections; `onLog` gets its log output meanwhile and
 * after (read to the end, or a full pipe would stall the server). Rejects, in one line, if it ends before.
 */
export function startPostgres(
  installation: string,
  dir: string,
  args: string[],
  ids: UserIds | undefined,
  onLog: (message: string) => void,
): Promise<void> {
  const program = join(installation, 'bin', 'postgres');
  const child = spawn(program, ['-D', dir, ...args], {
    ...ids,
    env: { ...process.env, ...ENGLISH },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      onLog(message);
      output = (output + message).slice(-4_000);
      if (output.includes('database system is ready to accept connections')) resolve();
    });
    child.once('error', (err) => reject(new Error(`could not run ${program}: ${err.message}`)));
    child.once('exit', (code) => reject(new Error(`PostgreSQL exited with code ${code}: ${lastLine(output)}`)));
  });
}

function run(program: string, args: string[], ids: UserIds | undefined): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      ...ids,
      env: { ...process.env, ...ENGLISH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', (err) => reject(new Error(`could not run ${program}: ${err.message}`)));
    child.once('close', (code) => resolve({ code: code ?? 1, stderr }));
  });
}

const lastLine = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter((line) => line.trim())
    .pop() ?? 'no output';
