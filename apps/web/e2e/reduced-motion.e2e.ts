import { expect, test } from '@playwright/test';
import { businessDay } from './availability.helpers';
import { expectAccessibleInBothSchemes } from './axe-checks.helpers';
import { showDay } from './booking-wizard.helpers';

// Under "reduce motion" a loading indicator stands still (every animation is shortened to 1 ms there: an endless one
// flickered a thousand times a second). Books nothing; day 373 (availability.helpers.ts).

test('at 375×812 with reduced motion the date check shows a still indicator while it checks', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  // The free times never come: the check stays on its loading state.
  await page.route('**/api/availability?**', () => undefined);
  const check = page.getByRole('region', { name: 'Is my date free?' });
  await check.getByRole('button', { name: 'Check a date' }).click();
  await (await showDay(page, await businessDay(page.request, 373))).click();
  const loading = check.getByRole('status').filter({ hasText: 'Checking which times are free...' });
  await expect(loading).toBeVisible();

  // Nothing on the page animates without end, and the spinner is one still frame of its turn.
  const endless = await page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations === Infinity).length,
  );
  expect(endless).toBe(0);
  const leaves = loading.locator('.rt-SpinnerLeaf');
  await expect(leaves).toHaveCount(8);
  const opacities = await leaves.evaluateAll((all) => all.map((leaf) => Number(getComputedStyle(leaf).opacity)));
  expect(new Set(opacities).size).toBe(8);
  await page.waitForTimeout(50);
  expect(await leaves.evaluateAll((all) => all.map((leaf) => Number(getComputedStyle(leaf).opacity)))).toEqual(
    opacities,
  );
  await expectAccessibleInBothSchemes(page);
});
