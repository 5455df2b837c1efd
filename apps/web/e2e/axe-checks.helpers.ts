import { expect, type Page } from '@playwright/test';
import { axeOn, expectNoSeriousA11yViolations } from './axe.helpers';

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

/**
 * Every control's accessible name holds the words it shows (axe's `label-content-name-mismatch`, which axe runs only
 * when asked): a voice-control user says what they see ("click 5", "click Choose hosts").
 */
export async function expectNamesHoldTheirWords(page: Page) {
  const { violations } = await axeOn(page).withRules(['label-content-name-mismatch']).analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
}
