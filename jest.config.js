// Unit tests (*.spec.ts) need nothing running; integration tests (*.int-spec.ts, a folder's together in its
// *.int-suite.ts where it has one) need DATABASE_URL and REDIS_URL, which `npm test` provides (a throwaway PostgreSQL
// and Redis). Browser journeys are Playwright (*.e2e.ts); the SPA's unit tests are Vitest's
// (apps/web/vitest.config.mts, *.test.ts(x) beside the code).
const { readdirSync } = require('node:fs');
const { dirname, join } = require('node:path');

/**
 * The folders whose integration specs run together in the folder's *.int-suite.ts (libs/tooling/testing/src/folder-specs.ts):
 * there, not also alone.
 */
const suiteFolders = ['apps', 'libs'].flatMap((top) =>
  readdirSync(join(__dirname, top), { recursive: true })
    .filter((path) => path.endsWith('.int-suite.ts'))
    .map((path) => `${top}/${dirname(path)}`),
);
/** libs/'s folders, one a layer (.dependency-cruiser.cjs checks their order). */
const LAYERS = readdirSync(join(__dirname, 'libs'));
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The server's unit specs that share one Jest file (libs/tooling/testing/src/unit-suite.ts): there, not also alone. */
const { together: unitSpecsTogether } = require('./libs/tooling/testing/jest/unit-specs.cjs');
const { REPOSITORY_CHECKS } = require('./libs/tooling/testing/jest/repository-checks.cjs');

const common = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    // SWC, not ts-jest: a fresh clone has no transform cache, and TypeScript's own transpiler took some 25 ms a file,
    // paid by each project and each worker racing the other (over a minute of CPU per run). Types are checked by
    // `npm test`'s typecheck suite. Decorators and their metadata as tsc emits them (tsconfig.json), which Nest's
    // injection and TypeORM's columns read.
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
        sourceMaps: 'inline',
      },
    ],
    '/@react-email/render/.+\\.cjs$': '<rootDir>/libs/tooling/testing/jest/dynamic-import-as-require.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!@react-email/render/)'],
  moduleNameMapper: {
    // The libraries sit in their layer's folder (libs/<layer>/<name>); `@app/<name>` is the first that exists.
    '^@app/([^/]+)$': LAYERS.map((layer) => `<rootDir>/libs/${layer}/$1/src`),
    '^@api/(.*)$': '<rootDir>/apps/api/src/$1',
    '^@worker/(.*)$': '<rootDir>/apps/worker/src/$1',
  },
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
};

module.exports = {
  // A global option (a project's own is ignored): the long integration suites start first.
  testSequencer: '<rootDir>/libs/tooling/testing/jest/slow-first-sequencer.cjs',
  // Each file's wall time and CPU seconds at the end of a run (a global option too).
  reporters: ['default', '<rootDir>/libs/tooling/testing/jest/cpu-reporter.cjs'],
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{apps,libs,docker}/**/*.spec.ts', '<rootDir>/libs/tooling/testing/src/unit-suite.ts'],
      testPathIgnorePatterns: [
        '/apps/web/',
        ...[...unitSpecsTogether, ...REPOSITORY_CHECKS].map((path) => `^<rootDir>/${escapeRegExp(path)}$`),
      ],
    },
    {
      // The repository's own checks (README's map, citations, links and anchors, docs/map.md): the lint suite's.
      ...common,
      displayName: 'repository',
      testMatch: REPOSITORY_CHECKS.map((path) => `<rootDir>/${path}`),
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{apps,libs}/**/*.int-{spec,suite}.ts'],
      testPathIgnorePatterns: suiteFolders.map((folder) => `^<rootDir>/${escapeRegExp(folder)}/[^/]+\\.int-spec\\.ts$`),
      // Node's, with pdf.js's worker, for every suite: a folder's specs share one file whether they read PDFs or not.
      testEnvironment: '<rootDir>/libs/tooling/testing/jest/integration-environment.cjs',
      // Each suite starts real apps on a shared 2-core machine; 5 s is too tight for that, not for the assertions.
      // (`testTimeout` is a global option that a project ignores, hence the setup file.)
      setupFiles: ['<rootDir>/libs/tooling/testing/jest/integration-worker-env.cjs'],
      setupFilesAfterEnv: [
        '<rootDir>/libs/tooling/testing/jest/integration-timeout.cjs',
        '<rootDir>/libs/tooling/testing/jest/integration-first-run-settings.cjs',
      ],
      slowTestThreshold: 15,
    },
  ],
};
