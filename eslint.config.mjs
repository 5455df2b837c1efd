import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { RADIX_BREAKPOINTS_IN_USE, RADIX_BREAKPOINTS_NOT_STYLED, RADIX_FONT_WEIGHTS } from './scripts/radix-css.mjs';
import { INTER_WEIGHTS } from './scripts/web-fonts.mjs';

// House rule (DESIGN §5): use path aliases, never climb out of a lib or app.
const NO_CLIMBING = {
  group: ['../../*'],
  message: 'Use a path alias (@app/..., @/...) instead of climbing out of the folder.',
};

// Radix's `weight` values outside the weights Inter is served at: they would be drawn at the nearest served one.
const RADIX_WEIGHTS_NOT_SERVED = Object.entries(RADIX_FONT_WEIGHTS).filter(
  ([, weight]) => weight < INTER_WEIGHTS.min || weight > INTER_WEIGHTS.max,
);

// SPA features never import each other (bulletproof-react): shared code lives in components/ and lib/, and the
// routes in app/ compose features. One block per feature folder, each allowing only its own feature.
const SPA_FEATURES = readdirSync(join(import.meta.dirname, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const spaFeatureBoundaries = SPA_FEATURES.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          NO_CLIMBING,
          {
            regex: `^@/features/(?!${feature}/)`,
            message: `Features never import each other: compose them in app/routes, or move shared code to components/ or lib/ (this file is in features/${feature}).`,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'coverage/**',
      'libs/payments/src/generated/*.openapi.ts',
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
              message: 'Libraries never import application code: move what you need into a lib (e.g. libs/testing).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...spaFeatureBoundaries,
  {
    // What the production build serves, which a prop could silently step outside: Radix's responsive variants for
    // these breakpoints only (scripts/radix-css.mjs), so a responsive prop at another one would style nothing; and
    // Inter at the weights the SPA uses (scripts/web-fonts.mjs), so Radix's weight="light" (300) would be drawn at 400.
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['name', 'value'].map((key) => ({
          selector: `JSXAttribute Property[key.${key}=/^(${RADIX_BREAKPOINTS_NOT_STYLED.join('|')})$/]`,
          message: `Responsive props use the breakpoints ${RADIX_BREAKPOINTS_IN_USE.join(', ')}; add another to RADIX_BREAKPOINTS_IN_USE (scripts/radix-css.mjs) first.`,
        })),
        ...RADIX_WEIGHTS_NOT_SERVED.map(([name, weight]) => ({
          selector: `JSXAttribute[name.name='weight'] Literal[value='${name}']`,
          message: `Inter is served at weights ${INTER_WEIGHTS.min}-${INTER_WEIGHTS.max} only, so weight "${name}" (${weight}) would be drawn at another; widen INTER_WEIGHTS (scripts/web-fonts.mjs) first.`,
        })),
      ],
    },
  },
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
