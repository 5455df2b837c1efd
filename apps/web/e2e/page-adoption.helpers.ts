import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has adopted a pre-rendered page: the hydration fence (HydrationFence in
 * src/app/page-hydration.tsx, around every page) no longer disables the page's controls. A page rendered in the
 * browser is never fenced. The fence must be there: a missing one would satisfy "not disabled" without waiting.
 */
export async function expectPageAdopted(page: Page) {
  const fence = page.locator('fieldset.hydration-fence');
  await expect(fence).toBeAttached();
  await expect(fence).not.toHaveAttribute('disabled');
}
