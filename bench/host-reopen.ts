import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { say, TEST_BROWSER_ARGS } from '@app/devstack';
import { signedInContext } from './bench-admin-session';
import type { BenchStack } from './bench-stack';
import { hostWithAPartyToday, type HostAndParty } from './bench-host-party';
import { median } from './stats';
import { CHROME_PATH } from './web-bench';

/**
 * Part of `npm run bench:web`: the host's phone app (docs/product/party-day.md#offline). A host with a confirmed party
 * that started within the hour (bench-host-party.ts) opens it once online on a 375 px phone, so the service worker
 * keeps the app and the party's reads; then, `BENCH_HOST_ROUNDS` times (default 3; 0 skips it):
 * - **Reopen**: offline, the page closed, a new page opens the party's check-in screen and the time from its
 *   navigation start to the roster's last child drawn is taken at 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate).
 *   **Reference**: the same reopen, offline, unthrottled. **Target**: ≤ 1 s (median).
 * - **Replay**: offline, the host taps the roster's children in turn REPLAYED times (each tap a check-in action kept
 *   in the outbox), then the phone is back online at 4× CPU slowdown and the time from the browser's `online` event to
 *   the outbox's banner saying all is sent is taken. **Reference**: the same unthrottled. **Target**: ≤ 10 s (median).
 */
const ROUNDS = Number(process.env.BENCH_HOST_ROUNDS ?? 3);
const REOPEN_TARGET_MS = 1_000;
const REPLAY_TARGET_MS = 10_000;
const REPLAYED = 100;
const CPU_SLOWDOWN = 4;
const PHONE = { width: 375, height: 812 };
/** The check-in screen's roster (features/host/party-day-words.ts) and the outbox's words (outbox/outbox-words.ts). */
const ROSTER = 'main ul[aria-label="Children"] button';
const waiting = (count: number) => `${count} changes waiting to be sent`;
const ALL_SENT = 'All changes sent';

const checkIn = (apiUrl: string, party: HostAndParty) => `${apiUrl}/host/parties/${party.partyId}/check-in`;

/** A page-side expression: the time from the navigation start the roster's children are all drawn, or false. */
const rosterDrawn = (party: HostAndParty) =>
  `document.querySelectorAll(${JSON.stringify(ROSTER)}).length >= ${party.children.length} ? performance.now() : false`;

/** The phone's first open, online: the service worker installed and controlling, the party's screen read and kept. */
async function firstOpen(context: BrowserContext, apiUrl: string, party: HostAndParty): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${apiUrl}/host`);
  await page.waitForFunction('navigator.serviceWorker.controller !== null', null, { timeout: 120_000 });
  await page.goto(checkIn(apiUrl, party));
  await page.waitForFunction(rosterDrawn(party), null, { timeout: 120_000 });
  await page.getByText(ALL_SENT).waitFor({ timeout: 120_000 });
  await page.close();
}

/** A new page on the party's check-in screen, its CPU slowed when `throttled`, and the roster's time (ms). */
async function reopen(
  context: BrowserContext,
  apiUrl: string,
  party: HostAndParty,
  throttled: boolean,
): Promise<{ page: Page; ms: number }> {
  for (const open of context.pages()) await open.close();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttled ? CPU_SLOWDOWN : 1 });
  await page.goto(checkIn(apiUrl, party));
  const drawn = await page.waitForFunction(rosterDrawn(party), null, { polling: 'raf', timeout: 120_000 });
  return { page, ms: (await drawn.jsonValue()) as number };
}

/** Offline, REPLAYED taps on the roster; then online, the time (ms) until the outbox has sent them all. */
async function replay(context: BrowserContext, page: Page, throttled: boolean): Promise<number> {
  const children = page.locator(ROSTER);
  const count = await children.count();
  for (let i = 0; i < REPLAYED; i++) await children.nth(i % count).click();
  await page.getByText(waiting(REPLAYED)).waitFor({ timeout: 120_000 });
  await page.evaluate(`addEventListener('online', () => (window.benchOnlineAt = performance.now()), { once: true })`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttled ? CPU_SLOWDOWN : 1 });
  await context.setOffline(false);
  const sent = await page.waitForFunction(
    `window.benchOnlineAt && document.body.textContent.includes(${JSON.stringify(ALL_SENT)})
      ? performance.now() - window.benchOnlineAt : false`,
    null,
    { polling: 50, timeout: 300_000 },
  );
  return (await sent.jsonValue()) as number;
}

/** Prints the host app's reopen and replay against their targets; returns the goals it missed. */
export async function hostReopen(stack: BenchStack): Promise<string[]> {
  if (ROUNDS <= 0) return [];
  const party = await hostWithAPartyToday(stack.apiUrl, stack.databaseUrl);
  const browser: Browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...TEST_BROWSER_ARGS] });
  const missed: string[] = [];
  try {
    const context = await signedInContext(
      browser,
      stack.apiUrl,
      { username: party.email, password: party.password },
      { viewport: PHONE },
    );
    await firstOpen(context, stack.apiUrl, party);
    say(`the host app offline (${party.children.length} children, ${REPLAYED} actions replayed)`);
    const reopened = { phone: [] as number[], plain: [] as number[] };
    const replayed = { phone: [] as number[], plain: [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      for (const throttled of [false, true]) {
        await context.setOffline(true);
        const { page, ms } = await reopen(context, stack.apiUrl, party, throttled);
        (throttled ? reopened.phone : reopened.plain).push(ms);
        (throttled ? replayed.phone : replayed.plain).push(await replay(context, page, throttled));
      }
      say(
        `  round ${i + 1}: reopen ${reopened.phone[i].toFixed(0)} ms throttled, ${reopened.plain[i].toFixed(0)} ms ` +
          `without; replay ${replayed.phone[i].toFixed(0)} ms throttled, ${replayed.plain[i].toFixed(0)} ms without`,
      );
    }
    const reopenMs = median(reopened.phone);
    const reopenMet = reopenMs <= REOPEN_TARGET_MS;
    say(
      `  reopen offline (median)   ${reopenMs.toFixed(0)} ms at ${CPU_SLOWDOWN}× CPU (reference, unthrottled: ` +
        `${median(reopened.plain).toFixed(0)} ms)   goal ≤ ${REOPEN_TARGET_MS} ms: ${reopenMet ? 'met' : 'NOT met'}`,
    );
    if (!reopenMet) missed.push(`the host app's offline reopen: ${reopenMs.toFixed(0)} ms`);
    const replayMs = median(replayed.phone);
    const replayMet = replayMs <= REPLAY_TARGET_MS;
    const perSecond = (ms: number) => ((REPLAYED * 1000) / ms).toFixed(1);
    say(
      `  ${REPLAYED} actions replayed (median)   ${replayMs.toFixed(0)} ms, ${perSecond(replayMs)} actions/s at ` +
        `${CPU_SLOWDOWN}× CPU (reference, unthrottled: ${median(replayed.plain).toFixed(0)} ms, ` +
        `${perSecond(median(replayed.plain))} actions/s)   goal ≤ ${REPLAY_TARGET_MS} ms: ${replayMet ? 'met' : 'NOT met'}`,
    );
    if (!replayMet) missed.push(`the host app's replay of ${REPLAYED} actions: ${replayMs.toFixed(0)} ms`);
  } finally {
    await browser.close();
  }
  return missed;
}
