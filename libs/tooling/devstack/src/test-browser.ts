/**
 * The browser the tests and benches drive: Debian's chromium-headless-shell, Chromium's old headless mode, which is
 * what Playwright itself runs headless tests on (E2E_CHROMIUM_PATH to change it). The browser suite's config
 * (apps/web/playwright.config.ts) reads this file through the SPA's tsconfig alias `@app/test-browser`, so it imports
 * nothing. The worker's PDFs have their own launch (libs/business/documents' renderer, CHROMIUM_PATH): production's.
 */
export const HEADLESS_SHELL_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Its flags, for the browser suite, the tests that drive a page and the benches, so that a bench measures the browser
 * the suite runs: no sandbox (the tests run as root in CI), no GPU (none there: software drawing), no /dev/shm (small
 * in containers), no QUIC, and none of a profile's background work (network fetches, component updates, sync, the
 * first run's set-up), which would spend CPU beside the page under test.
 */
export const TEST_BROWSER_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
