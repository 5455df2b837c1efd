import { expect, test } from '@playwright/test';

// What a phone asks for first on arrival (issue #12): the largest image of its first screen, at high priority and
// preloaded from the head, before the scripts and fonts that would share a slow link with it; every image with its
// size written, so nothing moves when it arrives. Read from the pre-rendered page, before any script runs, at the
// phone viewport Lighthouse emulates.
const PHONE = { width: 412, height: 823 };
const PAGES_WITH_ARTWORK = [
  { path: '/', largest: '/images/hero/hero.svg' },
  { path: '/competitions', largest: '/images/games/relay-race-challenge.svg' },
  { path: '/gallery', largest: '/images/gallery/relay-race-finish-line.svg' },
];

for (const { path, largest } of PAGES_WITH_ARTWORK) {
  test(`${path} asks first for the largest image of a phone's first screen`, async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(path);
    const images = await page.locator('img').evaluateAll(
      (elements, screen) =>
        elements.map((img) => {
          const box = img.getBoundingClientRect();
          const shown =
            Math.max(0, Math.min(box.right, screen.width) - Math.max(box.left, 0)) *
            Math.max(0, Math.min(box.bottom, screen.height) - Math.max(box.top, 0));
          return {
            src: img.getAttribute('src'),
            shown,
            sized: img.hasAttribute('width') && img.hasAttribute('height'),
            priority: img.getAttribute('fetchpriority'),
          };
        }),
      PHONE,
    );
    await context.close();

    expect(images.filter(({ sized }) => !sized)).toEqual([]);
    const inFirstScreen = images.filter(({ shown }) => shown > 0).sort((a, b) => b.shown - a.shown);
    expect(inFirstScreen[0]?.src).toBe(largest);
    // One image rushes, no more: high priority for several would have them share the link again.
    expect(images.filter(({ priority }) => priority === 'high').map(({ src }) => src)).toEqual([largest]);
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" href="${largest}" fetchpriority="high">`);
  });
}
