import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

// House rule (docs/product/README.md#how-it-is-built): use path aliases, never climb out of a lib or app.
const NO_CLIMBING = {
  group: ['../../*'],
  message: 'Use a path alias (@app/..., @/...) instead of climbing out of the folder.',
};

// Radix Themes' parts that read the root Theme's context come from components/ui/themed-parts.ui.tsx, which gives it
// to them: the site's root element is its own (components/ui/site-theme.ui.tsx), so that the library's Theme module,
// with the Tooltip and popper it imports, leaves every page's first load.
const THEMED_PARTS = {
  name: '@radix-ui/themes',
  importNames: ['Dialog', 'AlertDialog', 'Select', 'DropdownMenu', 'ContextMenu', 'Popover', 'Theme', 'ThemeContext'],
  message:
    "Import it from '@/components/ui/themed-parts.ui' (add it there if missing), which gives it the site's theme.",
  allowTypeImports: true,
};
// No Tooltip provider above the pages (the site shows none): a static hint is components/ui/hover-hint.ui.tsx.
const NO_TOOLTIP = {
  name: '@radix-ui/themes',
  importNames: ['Tooltip'],
  message: 'The site has no Tooltip provider: use HoverHint (components/ui/hover-hint.ui.tsx).',
};

// SPA features never import each other (bulletproof-react): shared code lives in components/ and lib/, and the
// routes in app/ compose features. One block per feature folder, each allowing only its own feature.
const foldersIn = (path) =>
  readdirSync(join(import.meta.dirname, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const SPA_FEATURES = foldersIn('apps/web/src/features');
const featureBoundary = (feature) => ({
  regex: `^@/features/(?!${feature}/)`,
  message: `Features never import each other: compose them in app/routes, or move shared code to components/ or lib/ (this file is in features/${feature}).`,
});
const spaFeatureBoundaries = SPA_FEATURES.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { paths: [THEMED_PARTS, NO_TOOLTIP], patterns: [NO_CLIMBING, featureBoundary(feature)] },
    ],
  },
}));

// The admin's sections are units of their own, as features are: a section imports only itself, admin/shared (what
// several sections draw or read alike) and admin/shell (what the admin frame gives every section). Shared and shell
// import each other but no section, or a section's change would reach every other one through them; what reads
// several sections (the /admin prefetch) lives in app/. These blocks come after the features' ones, so they repeat
// their patterns (a later block's options replace an earlier one's).
const ADMIN_FOLDERS = foldersIn('apps/web/src/features/admin');
const ADMIN_COMMON = ['shared', 'shell'];
const adminAllowed = (folder) => (ADMIN_COMMON.includes(folder) ? ADMIN_COMMON : [folder, ...ADMIN_COMMON]);
const spaAdminSectionBoundaries = ADMIN_FOLDERS.map((folder) => ({
  files: [`apps/web/src/features/admin/${folder}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [THEMED_PARTS, NO_TOOLTIP],
        patterns: [
          NO_CLIMBING,
          featureBoundary('admin'),
          {
            regex: `^@/features/admin/(?!(${adminAllowed(folder).join('|')})/)`,
            message: `Admin sections never import each other: move what two sections need to admin/shared, or compose them in app/ (this file is in admin/${folder}, which may import ${adminAllowed(folder).join(', ')}).`,
          },
        ],
      },
    ],
  },
}));

// Shared code is what features build on: every folder of apps/web/src but features/ and app/ (which composes
// features into routes). It imports no feature, by alias or by climbing, or a feature's change would ripple back
// into every other feature through it.
const SPA_SHARED = foldersIn('apps/web/src').filter((folder) => !['features', 'app'].includes(folder));
const spaSharedImportsNoFeature = {
  files: [`apps/web/src/{${SPA_SHARED.join(',')}}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [THEMED_PARTS, NO_TOOLTIP],
        patterns: [
          NO_CLIMBING,
          {
            regex: '^(@/|(\\.\\./)+)features/',
            message:
              'Shared code (components/, lib/ ...) never imports a feature: move what both need into shared code, ' +
              'or let the route in app/ pass it in.',
          },
        ],
      },
    ],
  },
};

// A query key comes from its feature's api/keys.ts factory (the roots features share from lib/shared-query-keys.ts):
// an array written in place can drift from the one its cache entry is shared with (a page's pre-rendered answer, the
// list a mutation refreshes) and nothing would say so.
const INLINE_QUERY_KEY_MESSAGE =
  "Write a query key in the feature's api/keys.ts factory and use it here, not an array in place.";
const spaQueryKeysFromFactories = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  ignores: ['apps/web/src/**/keys.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'Property[key.name=/^(queryKey|mutationKey)$/] > ArrayExpression.value',
        message: INLINE_QUERY_KEY_MESSAGE,
      },
      {
        selector:
          'CallExpression[callee.property.name=/^(getQueryData|setQueryData|getQueryState|setQueryDefaults)$/] > ArrayExpression.arguments:first-child',
        message: INLINE_QUERY_KEY_MESSAGE,
      },
    ],
  },
};

// Jest's globals are the server's test files' alone (tsconfig.json's types). The build's config has Node's types only
// and compiles every file a build root imports, test helpers the launcher's tests share included, so a helper reads
// Jest's functions from globalThis (libs/tooling/testing's folder-specs.ts, payments-bed.ts).
const JEST_GLOBALS = (
  'describe fdescribe xdescribe it fit xit test xtest expect pending fail spyOn ' +
  'beforeAll beforeEach afterAll afterEach jest jasmine'
).split(' ');
const JEST_GLOBALS_MESSAGE =
  "Jest's globals are for *.spec.ts, *.int-spec.ts and *.int-suite.ts files: `npm run build` has Node's types alone. A helper reads them from globalThis.";
const jestGlobalsInTestsOnly = {
  files: ['{apps,libs,bench,docker}/**/*.{ts,tsx}'],
  ignores: ['apps/web/**', '**/*.spec.ts', '**/*.int-spec.ts', '**/*.int-suite.ts'],
  rules: {
    'no-restricted-globals': ['error', ...JEST_GLOBALS.map((name) => ({ name, message: JEST_GLOBALS_MESSAGE }))],
    // Their names as types (`jest.Mock`, `typeof expect`), which no-restricted-globals does not see.
    'no-restricted-syntax': [
      'error',
      { selector: `TSQualifiedName[left.name=/^(${JEST_GLOBALS.join('|')})$/]`, message: JEST_GLOBALS_MESSAGE },
      { selector: `TSTypeQuery > Identifier[name=/^(${JEST_GLOBALS.join('|')})$/]`, message: JEST_GLOBALS_MESSAGE },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'coverage/**',
      'libs/business/payments/src/generated/*.openapi.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-restricted-imports': ['error', { patterns: [NO_CLIMBING] }],
    },
  },
  {
    // Libraries never import application code (bulletproof-react's unidirectional rule): apps compose libs.
    files: ['libs/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_CLIMBING,
            {
              group: ['@api/*', '@worker/*', '@web/*', 'apps/*', '**/apps/*'],
              message:
                'Libraries never import application code: move what you need into a lib (e.g. libs/tooling/testing).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [THEMED_PARTS, NO_TOOLTIP], patterns: [NO_CLIMBING] }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...spaFeatureBoundaries,
  ...spaAdminSectionBoundaries,
  spaSharedImportsNoFeature,
  spaQueryKeysFromFactories,
  jestGlobalsInTestsOnly,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
