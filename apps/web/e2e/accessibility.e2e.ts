import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.helpers';

// Each public page is checked by axe at both widths in public-pages.e2e.ts; here, the states a visitor opens.

test('axe: the open gallery dialog has no serious or critical violations', async ({ page }) => {
  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Open Champions on the Podium' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('axe: the contact form showing its errors has no serious or critical violations', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please select a subject')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
