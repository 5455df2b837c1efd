import { expect, test } from '@playwright/test';
import type { AdminSettings } from '@app/contracts';
import { FIRST_LOAD, signInAsAdmin } from './admin.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';

// An admin edits the business's details in the Settings tab and the site shows them, no restart. Books nothing. Other
// journeys read the phone, so only the phone changes, each case puts it back, and the cases run one after the other.
test.describe.configure({ mode: 'serial' });

for (const [width, phone] of [
  [1280, '(512) 555-0142'],
  [375, '(512) 555-0199'],
] as const) {
  test(`at ${width} px an admin saves the phone in Settings and the contact page shows it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    const original = ((await (await page.request.get('/api/admin/settings')).json()) as AdminSettings).settings;
    try {
      await page.goto('/admin/settings');
      const phoneField = page.getByLabel('Phone', { exact: true });
      await expect(phoneField).toHaveValue(original.phone, FIRST_LOAD);
      await expectNoSeriousA11yViolations(page);
      // Nothing reaches past the right edge at either width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // On the phone the form is one column: each field under the one before, as wide as the others.
      const boxes = await Promise.all(
        ['Business name', 'Phone', 'E-mail'].map(
          async (label) => (await page.getByLabel(label, { exact: true }).boundingBox())!,
        ),
      );
      const oneColumn = boxes.every((box, i) => i === 0 || (box.x === boxes[0].x && box.y > boxes[i - 1].y));
      expect(oneColumn).toBe(width === 375);

      await phoneField.fill(phone);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

      // Within the visit (the site's facts are read again on save) and on a fresh load.
      await page.goto('/contact');
      await expect(page.locator('#contact-info').getByRole('link', { name: phone })).toBeVisible(FIRST_LOAD);
      await page.reload();
      await expect(page.locator('#contact-info').getByRole('link', { name: phone })).toBeVisible(FIRST_LOAD);
    } finally {
      expect((await page.request.put('/api/admin/settings', { data: original })).status()).toBe(200);
    }
  });
}
