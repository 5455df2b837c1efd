import { defineConfig, devices } from '@playwright/test';

// Run by `npm test`, which starts the built app and sets BASE_URL. Debian's Chromium: Playwright downloads nothing.
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results',
  fullyParallel: true,
  workers: 2,
  // One retry, reported as "flaky" in the summary: Debian's headless Chromium has once stopped producing animation
  // frames for one page mid-test (CI, 25 Nov 2026: a click waited 3 minutes on "visible, enabled and stable", which
  // Playwright checks with requestAnimationFrame, right after fill() on the same page had worked). A journey that
  // fails twice is a failure.
  retries: 1,
  // Time limits, not assertions: the same suite runs on machines whose Chromium differs by a factor of four or more
  // in speed (bench/README.md, 25 Nov 2026), two browsers beside the api, the worker and PostgreSQL on two cores.
  // On the slow ones a hydrated page's session answer took over 7 s; every test passed within these limits there.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
