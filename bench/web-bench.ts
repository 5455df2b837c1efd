import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_PACKAGE, ensureSystemPackages, say, warn } from '@app/devstack';
import { BenchStack, startBenchStack } from './bench-stack';

/** The public pages the web benches measure (issue #12). */
export const WEB_BENCH_PAGES = ['/', '/packages', '/competitions', '/gallery', '/booking'];
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ROOT = resolve(__dirname, '../..');

/**
 * What the web benches share: Debian's Chromium installed when missing (as `npm start` and `npm test` do), the SPA
 * built (`vite build`, ending with the pre-rendered pages; BENCH_SKIP_BUILD=1 reuses dist/web), the api started as
 * production runs it, and everything stopped on Ctrl-C.
 */
export async function startWebBench(): Promise<BenchStack> {
  if (!process.env.CHROME_PATH) await ensureSystemPackages([CHROMIUM_PACKAGE]);
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    say('building the SPA and its pre-rendered pages (vite build)');
    await promisify(execFile)(
      process.execPath,
      [resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'apps/web/vite.config.mts'],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
    );
  }
  const stack = await startBenchStack();
  // Ctrl-C must not leave PostgreSQL, Redis or the api behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      warn(`${signal}: stopping`);
      void stack.stop().finally(() => process.exit(130));
    });
  }
  return stack;
}

/** Runs a bench's main and exits with its code, printing what made it fail. */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      warn(err instanceof Error ? (err.stack ?? err.message) : String(err));
      process.exit(1);
    },
  );
}
