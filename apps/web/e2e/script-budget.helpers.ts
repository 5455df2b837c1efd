import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** Records every script the page loads from now on, by URL, with its gzipped size (the budgets of issues #7, #12). */
export function recordScripts(page: Page) {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!url.endsWith('.js') && !type.includes('javascript')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(url, gzipSync(body).length);
  });
  return {
    urls: () => [...scripts.keys()],
    total: () => [...scripts.values()].reduce((sum, n) => sum + n, 0),
    /** One line per script, largest first, under a heading with the total and the budget. */
    report: (what: string, budget: number) =>
      `${what}: ${([...scripts.values()].reduce((sum, n) => sum + n, 0) / 1000).toFixed(1)} kB gzipped in ` +
      `${scripts.size} files (budget ${budget / 1000} kB)\n` +
      [...scripts]
        .sort((a, b) => b[1] - a[1])
        .map(([url, n]) => `  ${(n / 1000).toFixed(1).padStart(6)} kB  ${new URL(url).pathname}`)
        .join('\n'),
  };
}
