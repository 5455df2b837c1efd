import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_SHELL_PATH, TEST_BROWSER_ARGS } from '@app/test-browser';

// Run by `npm test`, which starts the built app and sets BASE_URL. Debian's Chromium: Playwright downloads nothing.
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results',
  fullyParallel: true,
  // Three on two cores: a journey spends much of its time waiting on the api and the browser's round trips, which a
  // third fills (329-350 s against 362 s with two in the same sitting; every journey passed without a retry in each).
  workers: 3,
  // One retry, reported as "flaky" in the summary: Debian's headless Chromium has now and then stopped producing
  // animation frames for one page mid-test (twice in about ten full runs, both right after step 3 of the wizard
  // mounted: the trace's screencast stops, the DOM still answers, and a click waits for ever on "visible, enabled and
  // stable", which Playwright checks with requestAnimationFrame). The page never recovers, so waiting longer does not
  // help; a fresh browser does. A journey that fails twice is a failure.
  retries: 1,
  // Time limits, not assertions: the same suite runs on machines whose Chromium differs by a factor of four or more
  // in speed (bench/README.md, 25 Nov 2026), a browser per worker beside the api, the worker and PostgreSQL on two cores.
  // On the slow ones a hydrated page's session answer took over 7 s; every test passed within these limits there.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // With TEST_RESULTS_JSON (npm test sets it), the results as JSON too: the runner reports CPU seconds a test.
  reporter: process.env.TEST_RESULTS_JSON
    ? [['list'], ['json', { outputFile: process.env.TEST_RESULTS_JSON }]]
    : [['list']],
  use: {
    // An action (click, fill...) that cannot complete in 30 s is stuck, not slow: on the slowest machine seen, a click
    // on a drawn element took under 2 s. Without this a stalled page held its test for the whole limit (3 min for a
    // journey marked slow) before the retry.
    actionTimeout: 30_000,
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    // A failed journey's retry is traced (its screencast, DOM snapshots and network): tracing every journey in case it
    // fails kept Chromium's compositor drawing frames for the screencast throughout, and made the same admin journeys
    // take 157 s instead of 120 s.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium-headless-shell: Chromium's old headless mode, which is what Playwright itself runs headless
      // tests on (its "chromium-headless-shell" build). The full browser's new headless mode took 20-25% longer for
      // the same journeys here (bench/results.md#the-test-suites-run-times), and it is where frames stalled (the retry above).
      executablePath: HEADLESS_SHELL_PATH,
      args: [...TEST_BROWSER_ARGS],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: '**/waivers.e2e.ts',
      // Waivers on or off is the whole business's switch (docs/product/waivers.md): the journey that turns them on
      // runs once every other journey is done (a teardown runs after its project, and alone), so no journey beside it
      // meets a waiver it does not expect. Unlike a dependency, a teardown is not a reason to run this project's
      // journeys when only it is asked for (`-- waivers.e2e.ts`); it follows a run of any other file (`--no-deps`
      // leaves it out).
      teardown: 'waivers',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    { name: 'waivers', testMatch: '**/waivers.e2e.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
});
