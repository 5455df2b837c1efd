import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.helpers';

/**
 * Axe on the page as a light-mode and as a dark-mode phone draw it (`prefers-color-scheme`), back in light after: a
 * colour that passes on white may not on what a dark scheme changes.
 */
export async function expectAccessibleInBothSchemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
