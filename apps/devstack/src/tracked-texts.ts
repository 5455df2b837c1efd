import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's tracked text files (a binary file has a NUL in its first 8 kB); the lockfile holds no prose. */
export function trackedTexts(root: string): { file: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  return files
    .filter((file) => file && file !== 'package-lock.json' && existsSync(join(root, file)))
    .map((file) => ({ file, bytes: readFileSync(join(root, file)) }))
    .filter(({ bytes }) => !bytes.subarray(0, 8192).includes(0))
    .map(({ file, bytes }) => ({ file, text: bytes.toString('utf8') }));
}
