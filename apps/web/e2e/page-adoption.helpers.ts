import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has adopted a pre-rendered page: the hydration fences (HydrationFence in
 * src/app/page-hydration.tsx, one around the app and one around the page) no longer disable its controls. A page
 * rendered in the browser is never fenced. Both must be there: a missing one would satisfy "not disabled" at once.
 */
export async function expectPageAdopted(page: Page) {
  await expect(page.locator('fieldset.hydration-fence')).toHaveCount(2);
  await expect(page.locator('fieldset.hydration-fence[disabled]')).toHaveCount(0);
}
