import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

/**
 * Lints snippets as if they were files at the given paths, with the repository's eslint.config.mjs, and returns each
 * file's `rule: message` lines. ESLint's Node API runs in a child process: the config is an ES module, which Jest's
 * CommonJS runtime cannot load. One process for all snippets (ESLint's start-up is the slow part).
 */
export function lint(files: Record<string, string>): Record<string, string[]> {
  const script = `
    import { ESLint } from 'eslint';
    const files = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = {};
    for (const [filePath, code] of Object.entries(files)) {
      const [result] = await eslint.lintText(code, { filePath });
      out[filePath] = result.messages.map((m) => m.ruleId + ': ' + m.message);
    }
    console.log(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(files)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Record<string, string[]>;
}
