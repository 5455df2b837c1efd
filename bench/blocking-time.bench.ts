import { loadavg } from 'node:os';
import puppeteer, { type Browser } from 'puppeteer-core';
import { say } from '@app/devstack';
import { median } from './stats';
import { CHROME_PATH, runBench, startWebBench, WEB_BENCH_PAGES } from './web-bench';

/**
 * `node dist/bench/blocking-time.bench.js` after `npm run build:server` (issue #12): the main thread's blocking time
 * of each public page as a slow phone lives it, measured rather than simulated. Each run loads the page in a fresh
 * Debian Chromium with its CPU slowed 4× (Lighthouse's mobile factor) at a phone's viewport, records every long task
 * (over 50 ms) until 5 s after the load, and sums their time over 50 ms after the first contentful paint: total
 * blocking time as Lighthouse defines it, from the real tasks instead of Lantern's estimate, which moved by a factor
 * of two between runs of the same build here. Prints per page the median and the spread of BLOCKING_RUNS runs
 * (default 7), the median longest task and FCP. Figures only: the goal (TBT ≤ 150 ms) is Lighthouse's.
 * BENCH_SKIP_BUILD=1 reuses dist/web; CHROME_PATH defaults to /usr/bin/chromium.
 */
const RUNS = Number(process.env.BLOCKING_RUNS ?? 7);
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 5_000;

// Run in the page (as source text: this file is compiled for Node, without the DOM's types).
const RECORD_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });`;
const READ_RUN = `(() => {
  const fcpMs = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  return {
    fcpMs,
    blockingMs: window.__longTasks.filter(([start]) => start >= fcpMs).reduce((sum, [, ms]) => sum + Math.max(0, ms - 50), 0),
    longestMs: Math.max(0, ...window.__longTasks.map(([, ms]) => ms)),
  };
})()`;

interface Run {
  fcpMs: number;
  blockingMs: number;
  longestMs: number;
}

async function measure(browser: Browser, url: string): Promise<Run> {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluateOnNewDocument(RECORD_LONG_TASKS);
  await page.goto(url, { waitUntil: 'load' });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return (await page.evaluate(READ_RUN)) as Run;
}

async function main(): Promise<number> {
  const stack = await startWebBench();
  try {
    const before = loadavg()[0];
    say(
      `blocking time, ${RUNS} runs per page, CPU ${CPU_SLOWDOWN}× slower, 412×823 (load average ${before.toFixed(2)})`,
    );
    for (const path of WEB_BENCH_PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        // A fresh browser per run, as Lighthouse uses: no warm compile or HTTP cache from the previous one.
        const browser = await puppeteer.launch({
          executablePath: CHROME_PATH,
          args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'],
        });
        try {
          runs.push(await measure(browser, stack.apiUrl + path));
        } finally {
          await browser.close();
        }
      }
      const blocking = runs.map((r) => r.blockingMs).sort((a, b) => a - b);
      say(
        `${path.padEnd(14)} blocking ${median(blocking).toFixed(0)} ms median (${blocking[0].toFixed(0)}-` +
          `${blocking[blocking.length - 1].toFixed(0)})  longest task ${median(runs.map((r) => r.longestMs)).toFixed(0)} ms  ` +
          `FCP ${median(runs.map((r) => r.fcpMs)).toFixed(0)} ms`,
      );
    }
    say(
      `load average ${before.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after (2 cores: above 2 the figures suffer)`,
    );
  } finally {
    await stack.stop();
  }
  return 0;
}

runBench(main);
