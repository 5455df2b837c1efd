import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { DataSource } from 'typeorm';
import { BookingEntity, BookingGameEntity } from '@app/bookings';
import { CustomGameEntity, GameEntity } from '@app/catalog';
import { dataSourceOptions } from '@app/database';
import { say, TEST_BROWSER_ARGS } from '@app/devstack';
import { ADMIN_BOOKINGS_STARTS, WebBuild } from '@app/testing';
import { adminContext, FIRST_ROW_DRAWN } from './bench-admin-session';
import type { BenchStack } from './bench-stack';
import { seedBookings } from './seed-bookings';
import { median } from './stats';
import { CHROME_PATH } from './web-bench';

/**
 * Part of `npm run bench:web`: the admin on a phone. `BENCH_ADMIN_ROUNDS` times (default 3; 0 skips it), a fresh
 * context signed in as the seeded admin opens /admin/bookings with an empty cache, Chromium slowing its CPU 4 times and
 * its network to Lighthouse's slow 4G as DevTools applies it (CDP Emulation.setCPUThrottlingRate and
 * Network.emulateNetworkConditions), and the first row's time from the navigation start is printed. **Reference**: the
 * same load without throttling in the same round. **Target**: the first row within 2.5 s (median). Then the script
 * the admin's entry loads before any interaction by the build's manifest, against ADMIN_SCRIPT_BUDGET_KB.
 */
const ROUNDS = Number(process.env.BENCH_ADMIN_ROUNDS ?? 3);
const FIRST_ROW_TARGET_MS = 2_500;
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile slow 4G as DevTools throttling applies it (its rtt × 3.75, its throughput × 0.9). */
const SLOW_4G = { latencyMs: 150 * 3.75, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9 };
/**
 * /admin/bookings before any interaction (ADMIN_BOOKINGS_STARTS), gzip: 265.6 kB at 52838275 (29 Nov 2026; the frame and
 * the table load Radix Themes' Select and the Theme module with them); 269.0 kB once the booking's detail held the
 * waivers and the waiting list's offers; 199.7 kB since the detail's sections load with the first booking opened
 * (shared/booking-detail/components/booking-detail.component.tsx), its forms and their validators with them; 201.7 kB
 * once the toasts no longer load Radix Themes' Theme module (components/ui/site-theme.ui.tsx) and the Radix parts they
 * share with the dialogs come in smaller chunks; 190.1 kB since the prefetch reads days without class-validator
 * (libs/shared/contracts/src/validation/calendar-date.ts); 190.4 kB once a guarded page's code and the session are asked
 * for at the app's start (apps/web/src/app/router.tsx); 188.7 kB since the settings form's rules and sentences are no
 * longer in the module of the default business name every page's title reads. No more than that: what the admin gains comes out of the
 * budget.
 */
const ADMIN_SCRIPT_BUDGET_KB = 189;

/** BENCH_ADMIN_TIMINGS=1: each throttled load's requests are printed, when each started and ended (what it waits for). */
const TIMINGS = process.env.BENCH_ADMIN_TIMINGS === '1';
/** A page-side expression: the navigation's and every request's start and end (ms from the navigation start), by start. */
const REQUESTS_TIMED = `[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
  .sort((a, b) => a.startTime - b.startTime)
  .map((e) => '    ' + e.startTime.toFixed(0).padStart(5) + ' → ' + e.responseEnd.toFixed(0).padStart(5) + ' ms  '
    + (e.transferSize / 1024).toFixed(1).padStart(6) + ' kB  ' + new URL(e.name).pathname + new URL(e.name).search)
  .join('\\n')`;

/** One cold load of /admin/bookings, signed in; the first row's time from the navigation start (ms). */
async function firstRow(browser: Browser, apiUrl: string, throttled: boolean): Promise<number> {
  const context = await adminContext(browser, apiUrl);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    if (throttled) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: SLOW_4G.latencyMs,
        downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
        uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
      });
    }
    await page.goto(`${apiUrl}/admin/bookings`);
    const drawn = await page.waitForFunction(FIRST_ROW_DRAWN, null, { polling: 'raf', timeout: 120_000 });
    if (throttled && TIMINGS) say(await page.evaluate<string>(REQUESTS_TIMED));
    return (await drawn.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

/** Prints the admin on a phone against its targets; returns the goals it missed. */
export async function adminOnAPhone(stack: BenchStack): Promise<string[]> {
  const missed: string[] = [];
  const build = new WebBuild(process.env.WEB_DIST_DIR ?? resolve(__dirname, '../../dist/web'));
  const loaded = build.loadedWith(ADMIN_BOOKINGS_STARTS);
  const script = { gzipKb: build.gzipKb(loaded), files: loaded.length };
  const scriptMet = script.gzipKb <= ADMIN_SCRIPT_BUDGET_KB;
  say('/admin/bookings on a phone');
  say(
    `  script before interaction (manifest)   ${script.gzipKb.toFixed(1)} kB gzip in ${script.files} files   ` +
      `budget ≤ ${ADMIN_SCRIPT_BUDGET_KB} kB: ${scriptMet ? 'met' : 'NOT met'}`,
  );
  if (!scriptMet) missed.push(`/admin/bookings script: ${script.gzipKb.toFixed(1)} kB gzip`);
  if (ROUNDS <= 0) return missed;
  const dataSource = await new DataSource({
    ...dataSourceOptions(stack.databaseUrl),
    entities: [BookingEntity, BookingGameEntity, GameEntity, CustomGameEntity],
  }).initialize();
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...TEST_BROWSER_ARGS] });
  try {
    await seedBookings(dataSource, 100);
    const phone: number[] = [];
    const plain: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      plain.push(await firstRow(browser, stack.apiUrl, false));
      phone.push(await firstRow(browser, stack.apiUrl, true));
      say(`  round ${i + 1}: first row ${phone[i].toFixed(0)} ms throttled, ${plain[i].toFixed(0)} ms without`);
    }
    const row = median(phone);
    const met = row <= FIRST_ROW_TARGET_MS;
    say(
      `  first row (median)   ${row.toFixed(0)} ms at ${CPU_SLOWDOWN}× CPU and slow 4G (reference, unthrottled: ` +
        `${median(plain).toFixed(0)} ms)   goal ≤ ${FIRST_ROW_TARGET_MS} ms: ${met ? 'met' : 'NOT met'}`,
    );
    if (!met) missed.push(`/admin/bookings first row on a phone: ${row.toFixed(0)} ms`);
  } finally {
    await browser.close();
    await dataSource.destroy();
  }
  return missed;
}
