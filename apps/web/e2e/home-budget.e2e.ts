import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** The home route's JavaScript budget (issue #7), counting every script the page loads, gzipped. */
const BUDGET_BYTES = 130_000;

test('GET / loads at most 130 kB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!url.endsWith('.js') && !type.includes('javascript')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(url, gzipSync(body).length);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const total = [...scripts.values()].reduce((sum, n) => sum + n, 0);
  const lines = [...scripts]
    .sort((a, b) => b[1] - a[1])
    .map(([url, n]) => `  ${(n / 1000).toFixed(1).padStart(6)} kB  ${new URL(url).pathname}`);
  console.log(
    `home route JavaScript: ${(total / 1000).toFixed(1)} kB gzipped in ${scripts.size} files (budget ${BUDGET_BYTES / 1000} kB)\n${lines.join('\n')}`,
  );
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
