import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The repository root, where eslint.config.mjs lives. */
const ROOT = join(__dirname, '..', '..', '..');

const PROBES = {
  apiInLib: [
    "import { AppModule } from '@api/app.module';\nexport const y = AppModule;\n",
    'libs/catalog/src/probe.ts',
  ],
  workerInLib: ["import { w } from '@worker/testing/test-worker';\nexport const y = w;\n", 'libs/catalog/src/probe.ts'],
  appPathInLib: ["import { x } from 'apps/api/src/main';\nexport const y = x;\n", 'libs/catalog/src/probe.ts'],
  apiInApp: ["import { AppModule } from '@api/app.module';\nexport const y = AppModule;\n", 'apps/api/src/probe.ts'],
  libInLib: ["import { loadConfig } from '@app/config';\nexport const y = loadConfig;\n", 'libs/catalog/src/probe.ts'],
};

/**
 * Lints each probe as if it were the file named, with the repository's real config, in one ESLint process of its own
 * (ESLint loads eslint.config.mjs with a dynamic import, which Jest's module sandbox does not allow).
 */
function lintProbes(): Record<keyof typeof PROBES, string[]> {
  const script = `
    const { ESLint } = require('eslint');
    const probes = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint();
      const out = {};
      for (const [name, [code, file]] of Object.entries(probes)) {
        const [result] = await eslint.lintText(code, { filePath: file });
        out[name] = result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
      }
      process.stdout.write(JSON.stringify(out));
    })();`;
  const run = spawnSync(process.execPath, ['-e', script, JSON.stringify(PROBES)], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

describe('lint: libraries never import application code', () => {
  const BOUNDARY = expect.stringContaining('Libraries never import application code');
  let results: ReturnType<typeof lintProbes>;
  beforeAll(() => {
    results = lintProbes();
  }, 120_000);

  it('refuses @api/*, @worker/* and apps/... imports in a lib', () => {
    expect(results.apiInLib).toEqual([BOUNDARY]);
    expect(results.workerInLib).toEqual([BOUNDARY]);
    expect(results.appPathInLib).toEqual([BOUNDARY]);
  });

  it('allows an app to import its own code, and a lib another lib', () => {
    expect(results.apiInApp).toEqual([]);
    expect(results.libInLib).toEqual([]);
  });
});
