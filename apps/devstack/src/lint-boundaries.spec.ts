import { lint } from './lint-snippets';

// The snippets are strings handed to ESLint, never imported: the rules under test read only the import lines.
const use = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;
/** How a test helper the build compiles reaches Jest's describe (libs/tooling/testing's folder-specs.ts). */
const JEST_FROM_GLOBAL_THIS =
  "const { describe } = globalThis as unknown as Record<'describe', (n: string, b: () => number) => void>;\n";

describe('lint: boundaries (eslint.config.mjs)', () => {
  let results: Record<string, string[]>;
  beforeAll(() => {
    results = lint({
      'libs/business/catalog/src/api-probe.ts': use('@api/app.module'),
      'libs/business/catalog/src/worker-probe.ts': use('@worker/worker.module'),
      'libs/business/catalog/src/path-probe.ts': use('apps/api/src/main'),
      'libs/business/catalog/src/lib-probe.ts': use('@app/config'),
      'apps/api/src/probe.ts': use('@api/app.module'),
      'apps/web/src/features/contact/components/probe.component.tsx': use('@/features/auth/api/get-current-user.api'),
      'apps/web/src/features/bookings/components/probe.component.tsx':
        use('@/features/bookings/api/get-user-bookings.api') + use('@/lib/api-client').replace('y =', 'z ='),
      'apps/web/src/app/routes/probe.route.tsx': use('@/features/auth/api/get-current-user.api'),
      'apps/web/src/features/catalog/components/climb.component.tsx': use('../../contact/components/contact-form'),
      'apps/web/src/lib/feature-probe.ts': use('@/features/auth/api/get-current-user.api'),
      'apps/web/src/lib/climb-probe.ts': use('../features/auth/api/get-current-user.api'),
      'apps/web/src/components/ui/probe.ui.tsx': use('@/lib/api-client'),
      'apps/web/src/features/admin/calendar/components/section-probe.component.tsx': use(
        '@/features/admin/bookings/components/bookings-table.component',
      ),
      'apps/web/src/features/admin/calendar/components/common-probe.component.tsx':
        use('@/features/admin/shared/components/admin-format') +
        use('@/features/admin/shell/components/use-admin-day.hook').replace('y =', 'z ='),
      'apps/web/src/features/admin/shell/components/shell-probe.component.tsx': use(
        '@/features/admin/dashboard/api/stats-period-query',
      ),
      'apps/web/src/features/catalog/api/inline-key-probe.api.ts':
        "export const a = { queryKey: ['games', 1] };\n" +
        "export const b = (c: { setQueryData(k: unknown, v: unknown): void }) => c.setQueryData(['games'], 1);\n",
      'apps/web/src/features/catalog/api/keys.ts':
        "export const catalogKeys = { probe: () => ({ queryKey: ['games'] }) };\n",
      'apps/web/src/features/catalog/api/factory-key-probe.api.ts':
        "import { catalogKeys } from './keys';\nexport const a = { queryKey: catalogKeys.games({}) };\n",
      'libs/tooling/testing/src/jest-probe.ts': "export const run = () => describe('x', () => expect(1).toBe(1));\n",
      'libs/tooling/testing/src/jest-type-probe.ts': 'export type M = jest.Mock;\nexport type E = typeof expect;\n',
      'libs/tooling/testing/src/helper-probe.ts': `${JEST_FROM_GLOBAL_THIS}export const run = () => describe('x', () => 1);\n`,
      'libs/business/catalog/src/probe.int-spec.ts':
        "describe('x', () => it('y', () => expect(jest.fn() as jest.Mock).toBeTruthy()));\n",
    });
  }, 120_000);

  it('refuses @api/*, @worker/* and apps/... imports in a lib; allows an app its own code and a lib another lib', () => {
    const boundary = expect.stringMatching(/^no-restricted-imports: .*Libraries never import application code/);
    expect(results['libs/business/catalog/src/api-probe.ts']).toEqual([boundary]);
    expect(results['libs/business/catalog/src/worker-probe.ts']).toEqual([boundary]);
    expect(results['libs/business/catalog/src/path-probe.ts']).toEqual([boundary]);
    expect(results['libs/business/catalog/src/lib-probe.ts']).toEqual([]);
    expect(results['apps/api/src/probe.ts']).toEqual([]);
  });

  it('makes a cross-feature import in the SPA an error; own-feature, shared and route imports are fine', () => {
    expect(results['apps/web/src/features/contact/components/probe.component.tsx']).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Features never import each other.*features\/contact/),
    ]);
    expect(results['apps/web/src/features/bookings/components/probe.component.tsx']).toEqual([]);
    expect(results['apps/web/src/app/routes/probe.route.tsx']).toEqual([]);
    expect(results['apps/web/src/features/catalog/components/climb.component.tsx']).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*path alias/),
    ]);
  });

  it('makes a feature import in shared SPA code an error, by alias or by climbing; shared imports are fine', () => {
    const boundary = expect.stringMatching(/^no-restricted-imports: .*Shared code .* never imports a feature/);
    expect(results['apps/web/src/lib/feature-probe.ts']).toEqual([boundary]);
    expect(results['apps/web/src/lib/climb-probe.ts']).toEqual([boundary]);
    expect(results['apps/web/src/components/ui/probe.ui.tsx']).toEqual([]);
  });

  it('makes an import between two admin sections an error; admin/shared and admin/shell are for every section', () => {
    const boundary = (folder: string) =>
      expect.stringMatching(
        new RegExp(`^no-restricted-imports: .*Admin sections never import each other.*admin/${folder},`),
      );
    expect(results['apps/web/src/features/admin/calendar/components/section-probe.component.tsx']).toEqual([
      boundary('calendar'),
    ]);
    expect(results['apps/web/src/features/admin/calendar/components/common-probe.component.tsx']).toEqual([]);
    expect(results['apps/web/src/features/admin/shell/components/shell-probe.component.tsx']).toEqual([
      boundary('shell'),
    ]);
  });

  it('makes a query key written as an array in place an error outside a keys.ts factory', () => {
    const inline = expect.stringMatching(/^no-restricted-syntax: Write a query key in the feature's api\/keys.ts/);
    expect(results['apps/web/src/features/catalog/api/inline-key-probe.api.ts']).toEqual([inline, inline]);
    expect(results['apps/web/src/features/catalog/api/keys.ts']).toEqual([]);
    expect(results['apps/web/src/features/catalog/api/factory-key-probe.api.ts']).toEqual([]);
  });

  it("keeps Jest's globals, as values and as types, to test files: a helper reads them from globalThis", () => {
    const jestGlobal = (name: string) =>
      expect.stringMatching(new RegExp(`^no-restricted-globals: Unexpected use of '${name}'. Jest's globals are for`));
    const jestType = expect.stringMatching(/^no-restricted-syntax: Jest's globals are for/);
    expect(results['libs/tooling/testing/src/jest-probe.ts']).toEqual([jestGlobal('describe'), jestGlobal('expect')]);
    expect(results['libs/tooling/testing/src/jest-type-probe.ts']).toEqual([jestType, jestType]);
    expect(results['libs/tooling/testing/src/helper-probe.ts']).toEqual([]);
    expect(results['libs/business/catalog/src/probe.int-spec.ts']).toEqual([]);
  });
});
