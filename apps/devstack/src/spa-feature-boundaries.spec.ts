import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');

/**
 * Lints snippets as if they were files at the given paths, with the repository's eslint.config.mjs (ESLint's Node
 * API in a child process: the config is an ES module, which Jest's CommonJS runtime cannot load).
 */
function lint(files: Record<string, string>): Record<string, string[]> {
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
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Record<string, string[]>;
}

describe('SPA feature boundaries (eslint.config.mjs)', () => {
  it('makes a cross-feature import a lint error, and allows own-feature, shared and route imports', () => {
    const crossFeature =
      "import { useAuth } from '@/features/auth/api/get-current-user.api';\nexport const a = useAuth;\n";
    const results = lint({
      'apps/web/src/features/contact/components/probe.component.tsx': crossFeature,
      'apps/web/src/features/bookings/components/probe.component.tsx':
        "import { useUserBookings } from '@/features/bookings/api/get-user-bookings.api';\n" +
        "import { api } from '@/lib/api-client';\nexport const b = [useUserBookings, api];\n",
      'apps/web/src/app/routes/probe.route.tsx': crossFeature,
      'apps/web/src/features/catalog/components/climb.component.tsx':
        "import { x } from '../../contact/components/contact-form.component';\nexport const c = x;\n",
    });
    expect(results['apps/web/src/features/contact/components/probe.component.tsx']).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Features never import each other.*features\/contact/),
    ]);
    expect(results['apps/web/src/features/bookings/components/probe.component.tsx']).toEqual([]);
    expect(results['apps/web/src/app/routes/probe.route.tsx']).toEqual([]);
    expect(results['apps/web/src/features/catalog/components/climb.component.tsx']).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*path alias/),
    ]);
  });
});
