import { chromium, devices } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  CHROMIUM_HEADLESS_SHELL_PACKAGE,
  descendants,
  HEADLESS_SHELL_PATH,
  processCpuSeconds,
  say,
  TEST_BROWSER_ARGS,
} from '@app/devstack';
import { median } from './stats';
import { runBench, startWebBench, WEB_BENCH_PAGES } from './web-bench';

/**
 * `npm run bench:page-cpu`: what a fresh load of each page (BENCH_PAGES) costs the browser the browser suite drives
 * (Debian's chromium-headless-shell, E2E_CHROMIUM_PATH to change it), BENCH_ROUNDS times (default 10), each in a new
 * context until the network is quiet. Prints Chromium's CPU per load, all its processes together and by kind (browser,
 * renderer, display compositor, network), with the requests and the wall time. Chromium is most of the browser suite's
 * CPU, and loading pages most of Chromium's (bench/results.md#where-the-test-suites-time-goes). **Reference**: about:blank in a new context in the same
 * rounds, the cost of a context alone. Compare a build with the landed one in one sitting: BENCH_SKIP_BUILD=1
 * WEB_DIST_DIR=<the other tree>/dist/web serves that build (a tree with node_modules: the public pages' server bundle
 * imports its packages from beside it). Reports, never fails.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const SAMPLE_MS = 50;

/** Chromium's processes under this one: CPU seconds each has used, and its kind (its --type, the network service). */
function chromiumCpu(): Map<number, { kind: string; seconds: number }> {
  const found = new Map<number, { kind: string; seconds: number }>();
  for (const { pid } of descendants(process.pid)) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes('headless')) continue;
      const type = /--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser';
      const kind = /NetworkService/.test(cmdline) ? 'network' : type === 'gpu-process' ? 'compositor' : type;
      found.set(pid, { kind, seconds: processCpuSeconds(pid) });
    } catch {
      // exited while we looked
    }
  }
  return found;
}

/** Samples Chromium's processes until stopped; the last figure seen of each, so one that exits keeps its share. */
function sampleChromium() {
  const seen = new Map<number, { kind: string; seconds: number }>();
  const look = () => chromiumCpu().forEach((figure, pid) => seen.set(pid, figure));
  const timer = setInterval(look, SAMPLE_MS);
  return {
    byKind(): Record<string, number> {
      look();
      const sums: Record<string, number> = {};
      for (const { kind, seconds } of seen.values()) sums[kind] = (sums[kind] ?? 0) + seconds;
      return sums;
    },
    stop: () => clearInterval(timer),
  };
}

const minus = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(Object.entries(after).map(([kind, seconds]) => [kind, seconds - (before[kind] ?? 0)]));
const total = (figures: Record<string, number>) => Object.values(figures).reduce((a, b) => a + b, 0);

async function main(): Promise<number> {
  const stack = await startWebBench(CHROMIUM_HEADLESS_SHELL_PACKAGE);
  const sampler = sampleChromium();
  const browser = await chromium.launch({
    executablePath: HEADLESS_SHELL_PATH,
    args: [...TEST_BROWSER_ARGS],
  });
  try {
    for (const path of ['about:blank', ...WEB_BENCH_PAGES]) {
      const loads: { cpu: Record<string, number>; wallMs: number; requests: number }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const before = sampler.byKind();
        const started = performance.now();
        const context = await browser.newContext({ ...devices['Desktop Chrome'] });
        const page = await context.newPage();
        let requests = 0;
        page.on('request', () => requests++);
        await page.goto(path === 'about:blank' ? path : stack.apiUrl + path);
        await page.waitForLoadState('networkidle');
        await context.close();
        loads.push({ cpu: minus(sampler.byKind(), before), wallMs: performance.now() - started, requests });
      }
      const kinds = [...new Set(loads.flatMap((load) => Object.keys(load.cpu)))].sort();
      say(
        `${path}: Chromium ${median(loads.map((load) => total(load.cpu))).toFixed(2)} s of CPU a load (median of ` +
          `${ROUNDS}; ${kinds.map((kind) => `${kind} ${median(loads.map((l) => l.cpu[kind] ?? 0)).toFixed(2)}`).join(', ')}), ` +
          `${median(loads.map((load) => load.requests))} requests, ${Math.round(median(loads.map((l) => l.wallMs)))} ms`,
      );
    }
  } finally {
    sampler.stop();
    await browser.close();
    await stack.stop();
  }
  return 0;
}

runBench(main);
