import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { blockingStylesheets } from './render-blocking.helpers';
import { recordScripts } from './script-budget.helpers';

/** The home route's JavaScript budget (issue #7), counting every script the page loads, gzipped. */
const BUDGET_BYTES = 130_000;

/** Every script `/` loads until it is hydrated and idle. */
async function homeScripts(page: Page) {
  const scripts = recordScripts(page);
  await page.goto('/');
  // Hydrated (the account area is drawn in the browser only), so the route's own chunks have been asked for.
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return scripts;
}

test('GET / loads at most 130 kB of gzipped JavaScript', async ({ page }) => {
  const scripts = await homeScripts(page);
  console.log(scripts.report('home route JavaScript', BUDGET_BYTES));
  expect(scripts.urls().some((url) => url.includes('/home.route-'))).toBe(true);
  expect(scripts.total()).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('GET / ships the production builds of its libraries, not their development builds', async ({ page }) => {
  const scripts = await homeScripts(page);
  // The build writes each script's source map beside it (not linked from the script): it names every module inside.
  const assets = join(__dirname, '../../../dist/web/assets');
  const modules = scripts.urls().flatMap((url) => {
    const map = JSON.parse(readFileSync(join(assets, `${new URL(url).pathname.split('/').pop()}.map`), 'utf8'));
    return map.sources as string[];
  });
  expect(modules.some((source) => source.includes('node_modules/react-router/'))).toBe(true);
  expect(modules.filter((source) => /[/.]development[/.]/.test(source))).toEqual([]);
});

/**
 * The home page's CSS budget (issue #12): what blocks its first paint (the critical CSS inlined in the pre-rendered
 * page, plus any stylesheet that is not print-only) and all the CSS it loads, gzipped: the inline part plus the full
 * sheet that arrives after the first paint (Radix Themes' parts for the colours used, trimmed to what the bundle shows
 * by scripts/radix-css.mjs, and ours).
 */
const CSS_FIRST_PAINT_BUDGET_BYTES = 20_000;
const CSS_TOTAL_BUDGET_BYTES = 65_000;

test('GET / blocks its first paint on at most 20 kB of gzipped CSS, and loads at most 65 kB in all', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const inline = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const blockingLinks = blockingStylesheets(html);
  let blocking = gzipSync(inline).length;
  for (const href of blockingLinks) blocking += gzipSync(await (await request.get(href)).body()).length;

  const sheets = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('text/css')) return;
    sheets.set(
      response.url(),
      response.body().then((body) => gzipSync(body).length),
    );
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The full sheet arrives too (deferred, it blocks nothing, but a visitor still downloads it).
  expect(sheets.size).toBeGreaterThan(0);
  const sizes = await Promise.all(sheets.values());
  const total = gzipSync(inline).length + sizes.reduce((sum, n) => sum + n, 0);
  console.log(
    `home route CSS: ${(blocking / 1000).toFixed(1)} kB gzipped before the first paint (inline critical CSS, ` +
      `${blockingLinks.length} blocking stylesheets; budget ${CSS_FIRST_PAINT_BUDGET_BYTES / 1000} kB), ` +
      `${(total / 1000).toFixed(1)} kB in all (budget ${CSS_TOTAL_BUDGET_BYTES / 1000} kB)`,
  );
  expect(blockingLinks).toEqual([]);
  expect(blocking).toBeLessThanOrEqual(CSS_FIRST_PAINT_BUDGET_BYTES);
  expect(total).toBeLessThanOrEqual(CSS_TOTAL_BUDGET_BYTES);
});
