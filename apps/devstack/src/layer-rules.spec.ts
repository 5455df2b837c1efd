import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** A file that imports each of `from` and uses nothing of it (the rules read only the import lines). */
const importing = (...from: string[]) => from.map((f, i) => `import * as m${i} from '${f}';\nvoid m${i};\n`).join('');

/**
 * The layer and cycle rules (.dependency-cruiser.cjs, run by `npm run lint` and the lint suite) on planted violations:
 * the repository's own config and tsconfigs in a temporary tree, so nothing is written into the repository.
 */
describe('lint: the server layers and import cycles (.dependency-cruiser.cjs)', () => {
  let tree: string;
  let run: { status: number | null; stdout: string };

  beforeAll(() => {
    tree = mkdtempSync(join(tmpdir(), 'layers-'));
    mkdirSync(join(tree, 'apps/web'), { recursive: true });
    for (const file of [
      '.dependency-cruiser.cjs',
      'tsconfig.json',
      'apps/web/tsconfig.json',
      'apps/web/resolve-aliases.cjs',
    ]) {
      copyFileSync(join(ROOT, file), join(tree, file));
    }
    const files: Record<string, string> = {
      'libs/business/bookings/src/index.ts': importing('@app/http'),
      'libs/base/http/src/index.ts': 'export {};\n',
      'libs/office/admin/src/index.ts': importing('@app/bookings'),
      'libs/tooling/testing/src/index.ts': importing('@app/bookings'),
      'apps/api/src/app.module.ts': importing('@app/admin', '@app/http'),
      // The plants: a platform lib importing a domain, production code importing test code, a domain's spec importing
      // admin, a lib importing an app.
      'libs/base/http/src/planted.ts': importing('@app/bookings'),
      'libs/business/bookings/src/planted.ts': importing('@app/testing'),
      'libs/business/bookings/src/planted.int-spec.ts': importing('@app/admin', '@app/testing', '@app/http'),
      'libs/base/http/src/planted-app.ts': importing('@api/app.module'),
      // Two cycles: in a lib by relative imports, in the SPA through its `@/` alias; and a module that imports one of
      // them without being in a cycle itself (no error).
      'libs/business/bookings/src/planted-cycle.ts': importing('./planted-cycle-back'),
      'libs/business/bookings/src/planted-cycle-back.ts': importing('./planted-cycle'),
      'apps/web/src/lib/planted-cycle.ts': importing('@/components/planted-cycle-back'),
      'apps/web/src/components/planted-cycle-back.ts': importing('@/lib/planted-cycle'),
      'apps/web/src/lib/no-cycle.ts': importing('@/lib/planted-cycle', '@app/contracts'),
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    }
    run = spawnSync(
      process.execPath,
      [DEPCRUISE, '--config', '.dependency-cruiser.cjs', '--output-type', 'err-long', '.'],
      { cwd: tree, encoding: 'utf8' },
    );
  }, 60_000);

  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it('fails on each planted violation and on nothing else', () => {
    expect(run.status).not.toBe(0);
    const errors = run.stdout.split('\n').filter((line) => line.trim().startsWith('error '));
    expect(errors.map((line) => line.trim()).sort()).toEqual([
      'error base-imports-nothing-above: libs/base/http/src/planted.ts → libs/business/bookings/src/index.ts',
      'error business-imports-nothing-above: libs/business/bookings/src/planted.int-spec.ts → libs/office/admin/src/index.ts',
      'error libs-import-no-apps: libs/base/http/src/planted-app.ts → apps/api/src/app.module.ts',
      'error no-circular: apps/web/src/components/planted-cycle-back.ts →',
      'error no-circular: libs/business/bookings/src/planted-cycle-back.ts →',
      'error production-imports-no-test-code: libs/business/bookings/src/planted.ts → libs/tooling/testing/src/index.ts',
    ]);
  });

  it('names each cycle round, in a lib and in the SPA', () => {
    // The report lists a cycle's modules one a line.
    const text = run.stdout.replace(/\s+/g, ' ');
    const web = ['apps/web/src/components/planted-cycle-back.ts', 'apps/web/src/lib/planted-cycle.ts'];
    expect(text).toContain(`error no-circular: ${web[0]} → ${web[1]} → ${web[0]}`);
    const lib = ['libs/business/bookings/src/planted-cycle-back.ts', 'libs/business/bookings/src/planted-cycle.ts'];
    expect(text).toContain(`error no-circular: ${lib[0]} → ${lib[1]} → ${lib[0]}`);
  });

  it('tells the reader what to do', () => {
    // The report wraps its messages at 80 columns.
    const text = run.stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Let the app compose what a domain adds (apps/api/src/main.ts passes it in)');
    expect(text).toContain('a spec that needs admin spans domains: move it to apps/api/src');
    expect(text).toContain('move what it needs out of the test helper into the lib that owns it');
  });
});
