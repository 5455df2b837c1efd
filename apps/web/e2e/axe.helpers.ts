import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Axe on the page as it is now, run as one `axe.run` in the page (the builder's "legacy" mode) and gathering only
 * violations, the one result the journeys read. The builder's default runs axe in each frame and finishes the run in a
 * blank page it opens for every scan, so each scan opened a page, compiled axe there again and carried the partial
 * results, passes included (0.3-0.8 MB a page), through Playwright's protocol, which checks them field by field: one
 * scan took 1.3-2.7 s and 0.3-0.9 s of the test worker's CPU, against 0.4-0.8 s and under 0.1 s so, and five journey
 * files that scan 40-odd times took 82-98 s against 116-132 s, run in turn in one sitting. What the default adds,
 * frames from another origin, none of our pages has: they embed no frame, and PayPal's approval opens as a window.
 */
export const axeOn = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/** The serious and critical violations a scan finds, each with the elements it names. */
export async function blockingViolations(scan: AxeBuilder): Promise<string[]> {
  const { violations } = await scan.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoSeriousA11yViolations(page: Page) {
  // Axe reads colours as drawn: a dialog still fading in has its text at part opacity, which fails contrast. Its
  // entrance (and any other animation that ends: not a spinner's) finishes first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  expect(await blockingViolations(axeOn(page))).toEqual([]);
}

/** The same scan in the light scheme and then the dark one (`prefers-color-scheme`), leaving the page light again. */
export async function expectNoSeriousA11yViolationsLightAndDark(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
