import { ESLint } from 'eslint';
import { join } from 'node:path';

/** The repository root, where eslint.config.mjs lives. */
const ROOT = join(__dirname, '..', '..', '..');

async function lint(code: string, filePath: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: join(ROOT, filePath) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint: libraries never import application code', () => {
  it.each([
    ["import { AppModule } from '@api/app.module';"],
    ["import { startTestWorker } from '@worker/testing/test-worker';"],
    ["import { x } from 'apps/api/src/main';"],
  ])('refuses %s in a lib', async (code) => {
    const errors = await lint(`${code}\nexport const y = 1;\n`, 'libs/catalog/src/boundary-probe.ts');
    expect(errors).toEqual([expect.stringContaining('Libraries never import application code')]);
  });

  it('allows an app to import its own code and libs', async () => {
    const code = "import { AppModule } from '@api/app.module';\nimport { loadConfig } from '@app/config';\n";
    expect(await lint(`${code}export const y = [AppModule, loadConfig];\n`, 'apps/api/src/boundary-probe.ts')).toEqual(
      [],
    );
  });

  it('allows a lib to import another lib', async () => {
    const code = "import { loadConfig } from '@app/config';\nexport const y = loadConfig;\n";
    expect(await lint(code, 'libs/catalog/src/boundary-probe.ts')).toEqual([]);
  });
});
