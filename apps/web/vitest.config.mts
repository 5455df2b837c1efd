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
        // Test code shared with the server's suites and the benches: files of libs/tooling/testing that import nothing
        // but Node's own modules (the build's reader) or nothing at all (the settings' fixture).
        alias: [
          {
            find: '@app/business-settings-fixture',
            replacement: fileURLToPath(
              new URL('../../libs/tooling/testing/src/business-settings.fixture.ts', import.meta.url),
            ),
          },
          {
            find: '@app/web-build',
            replacement: fileURLToPath(new URL('../../libs/tooling/testing/src/web-build.ts', import.meta.url)),
          },
        ],
      },
      test: {
        include: ['src/**/*.test.{ts,tsx}'],
        environment: 'happy-dom',
        setupFiles: ['src/testing/setup.testing.ts'],
        // Vitest's default in a run is one worker fewer than the cores, one file at a time on a 2-core machine, while
        // many files mostly wait (debounces, retries, lazy imports): one per core cut the suite from 482 s to 365 s on
        // a busy 2-core machine. Forks rather than threads: threads measured no faster (392 s).
        maxWorkers: '100%',
        // A worker runs its files one after another in one process and one window, rather than a process of its own
        // each: the libraries (React, Radix, Testing Library, happy-dom) load once a worker, not once a file, which
        // took longer than most files' tests. The setup file starts each file afresh otherwise: the SPA's own modules
        // evaluated again (their module state, the host's outbox), storage, IndexedDB and the address. 41 small files
        // took 60 s isolated and 13 s so, the suite 245 s and 64 s, side by side on a busy 2-core machine.
        isolate: false,
        restoreMocks: true,
        unstubGlobals: true,
        // A time limit, not an assertion: a test that drives the whole wizard took 30 s on this 2-core machine
        // while other suites ran beside it.
        testTimeout: 60_000,
      },
    }),
  ),
);
