import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has adopted a pre-rendered page: the hydration fence (HydrationFence in
 * src/app/page-hydration.tsx) no longer disables the page's controls. A page rendered in the browser is never fenced.
 */
export async function expectPageAdopted(page: Page) {
  await expect(page.locator('fieldset.hydration-fence')).not.toHaveAttribute('disabled');
}
