import { expect, type Page } from '@playwright/test';

/**
 * Waits until every section of the page has its data: while they load, the SPA's lists, tables and calendars show an
 * `aria-busy` skeleton or a "Loading..." status (LoadingState), and a sentence's figure a Radix Skeleton. A layout or
 * axe check must see the page with its data in, and waiting for these to go says so where waiting for the network to
 * go quiet also waited out images and unrelated requests.
 */
export async function expectDataLoaded(page: Page, options = { timeout: 15_000 }) {
  await expect(page.locator('[aria-busy="true"], .rt-Skeleton')).toHaveCount(0, options);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, options);
}
