import { expect, test, type Page } from '@playwright/test';
import { blockingStylesheets } from './render-blocking.helpers';

// What a phone draws first on a pre-rendered page (scripts/prerender.mjs, critical-css.mjs): the page's own CSS,
// inlined and trimmed, must draw it exactly as the full stylesheet does, since that sheet no longer holds the first
// paint and arrives later (issue #12).
const PAGES = ['/', '/packages', '/competitions', '/gallery', '/booking', '/how-it-works', '/about', '/contact'];

/** The computed properties compared, besides each element's box: colours, type, shape and spacing. */
const PROPERTIES = [
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'border-top-color',
  'border-top-width',
  'border-top-left-radius',
  'box-shadow',
  'padding-top',
  'padding-left',
  'display',
  'opacity',
] as const;

/** Every element of the page with its box (to the pixel) and PROPERTIES, keyed by its place in the tree. */
function drawing(page: Page) {
  return page.evaluate(async (properties) => {
    await document.fonts.ready;
    // Entrance animations end where they would; endless ones (spinners) stop: only the drawing is compared.
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations === Infinity) animation.cancel();
      else animation.finish();
    }
    const where = (el: Element): string => {
      const parent = el.parentElement;
      if (!parent || el.id === 'root') return el.id ? `#${el.id}` : el.tagName.toLowerCase();
      return `${where(parent)} > ${el.tagName.toLowerCase()}:nth-child(${[...parent.children].indexOf(el) + 1})`;
    };
    return [...document.querySelectorAll('#root *')].map((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        where: where(el),
        box: [box.x, box.y, box.width, box.height].map(Math.round).join(','),
        style: properties.map((p) => `${p}: ${style.getPropertyValue(p)}`).join('; '),
      };
    });
  }, PROPERTIES);
}

for (const path of PAGES) {
  test(`${path} is drawn by its inline CSS exactly as by the full stylesheet`, async ({ browser }) => {
    // Both without JavaScript, so both show the same pre-rendered markup: one with the inline CSS alone (the
    // stylesheet refused), the other with the full sheet too (loaded by the page's <noscript> link).
    const inlineOnly = await browser.newContext({ javaScriptEnabled: false });
    const full = await browser.newContext({ javaScriptEnabled: false });
    try {
      const first = await inlineOnly.newPage();
      await first.route(/\.css$/, (route) => route.abort());
      await first.goto(path);
      const last = await full.newPage();
      await last.goto(path, { waitUntil: 'load' });
      const sheets = await last.evaluate(() => ({
        applied: [...document.styleSheets].filter(
          (s) => s.href?.includes('/assets/') && s.media.mediaText !== 'print' && s.cssRules.length > 0,
        ).length,
        // The main sheet, and on /booking the wizard's route sheets too (prerender.mjs links a route's own).
        deferred: document.querySelectorAll('link[data-deferred-stylesheet]').length,
      }));
      expect(sheets.deferred).toBeGreaterThanOrEqual(1);
      expect(sheets.applied, 'the full stylesheets apply without JavaScript').toBe(sheets.deferred);

      const before = await drawing(first);
      const after = new Map((await drawing(last)).map((e) => [e.where, e]));
      const differences = before.flatMap((e) => {
        const other = after.get(e.where);
        if (!other) return [`${e.where}: missing`];
        return [
          ...(e.box === other.box ? [] : [`${e.where}: box ${e.box} then ${other.box}`]),
          ...(e.style === other.style ? [] : [`${e.where}: ${e.style}\n  then ${other.style}`]),
        ];
      });
      expect(before.length).toBeGreaterThan(50);
      expect(differences.slice(0, 5)).toEqual([]);
    } finally {
      await inlineOnly.close();
      await full.close();
    }
  });
}

/** The media of the full sheet a pre-rendered page defers: 'print' until the entry turns it on ('all'). */
const deferredSheetMedia = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLLinkElement>('link[data-deferred-stylesheet]')?.media);

test('a pre-rendered page holds its first paint on nothing but itself, and turns the full sheet on once running', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  // The full sheet as print-only (blocks neither parser nor paint), no font preloaded (Chrome would wait for it),
  // and the scripts, which only hydrate what is already drawn, asked for after the first screen's images.
  expect(html).toMatch(/<link rel="stylesheet"[^>]* media="print" data-deferred-stylesheet>/);
  expect(blockingStylesheets(html)).toEqual([]);
  expect(html).not.toMatch(/<link rel="preload" as="font"/);
  expect(html).toMatch(/<script type="module" fetchpriority="low"/);

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => deferredSheetMedia(page)).toBe('all');
});

test("a lazy route's own stylesheet comes after the full sheet, so its rules win ties with Radix's", async ({
  page,
}) => {
  await page.goto('/booking');
  await expect(page.getByRole('region', { name: 'Games' })).toBeVisible();
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => ({
      full: l.hasAttribute('data-deferred-stylesheet'),
      href: new URL(l.href).pathname,
    })),
  );
  const full = sheets.findIndex((s) => s.full);
  const route = sheets.findIndex((s) => /^\/assets\/booking[^/]*\.css$/.test(s.href));
  expect(full).toBeGreaterThanOrEqual(0);
  expect(route).toBeGreaterThan(full);
});

/** The family of each @font-face rule the document declares, once per rule. */
const declaredFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .map((rule) => rule.style.getPropertyValue('font-family').replace(/"/g, '')),
  );

test('a pre-rendered page declares every font face from its first paint, and turning the full sheet on declares none again', async ({
  browser,
  page,
}) => {
  // Declaring a family's faces again makes Chrome shape and lay out all the page's text once more.
  const painted = await browser.newContext({ javaScriptEnabled: false });
  const before = await painted.newPage();
  await before.goto('/');
  const first = await declaredFaces(before);
  await painted.close();
  // Every subset, not only the Latin ones the page shows: a name typed in Cyrillic later is set in Inter too.
  expect(first.filter((family) => family === 'Inter Variable').length).toBeGreaterThanOrEqual(7);
  expect(first).toContain('Fredoka Variable');
  expect(first).toContain('Inter Fallback');

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => deferredSheetMedia(page)).toBe('all');
  expect((await declaredFaces(page)).sort()).toEqual([...first].sort());

  // A route that is not pre-rendered gets the same faces from the stylesheets its shell links.
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  expect((await declaredFaces(page)).sort()).toEqual([...first].sort());
});
