import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.mts';

/**
 * The SPA's unit tests (`*.test.ts(x)` beside the code) on the app's own Vite config: the same aliases and React
 * transform as the build. happy-dom rather than jsdom: jsdom's current releases need Node 22.
 */
export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      resolve: {
        // Test data shared with the server's suites: a file of libs/testing that imports nothing from Node.
        alias: [
          {
            find: '@app/business-settings-fixture',
            replacement: fileURLToPath(new URL('../../libs/testing/src/business-settings.fixture.ts', import.meta.url)),
          },
        ],
      },
      test: {
        include: ['src/**/*.test.{ts,tsx}'],
        environment: 'happy-dom',
        setupFiles: ['src/testing/setup.testing.ts'],
        restoreMocks: true,
        unstubGlobals: true,
        // A time limit, not an assertion: a test that drives the whole wizard took 30 s on this 2-core machine
        // while other suites ran beside it.
        testTimeout: 60_000,
      },
    }),
  ),
);
