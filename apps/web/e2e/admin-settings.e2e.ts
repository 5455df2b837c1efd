import { expect, test } from '@playwright/test';
import type { AdminSettings } from '@app/contracts';
import { FIRST_LOAD, signInAsAdmin } from './admin.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { expectAccessibleInBothSchemes } from './axe-checks.helpers';

// An admin edits the business's details in the Settings tab and the site shows them, no restart. Books nothing. Other
// journeys read the phone and the name, so only the phone and the postal address change, each case puts them back, and
// the cases run one after the other (a case's PUT of the whole settings would undo another's change).
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

test('at 375 px a postal address saved in Settings shows in the footer of the pages kept as documents', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsAdmin(page);
  const original = ((await (await page.request.get('/api/admin/settings')).json()) as AdminSettings).settings;
  const lines = ['Champions Party HQ', 'PO Box 371', 'Austin, TX 78701'];
  try {
    await page.goto('/admin/settings');
    const address = page.getByLabel('Postal address', { exact: true });
    await expect(address).toHaveValue(original.postalAddress, FIRST_LOAD);
    await address.fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

    // Each page as the api sends it (the kept HTML, rendered again on the change), before and after its scripts run.
    for (const path of ['/about', '/how-it-works', '/gallery']) {
      const html = await (await page.request.get(path)).text();
      expect(html).toContain(`<address`);
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      const shown = footer.locator('address');
      await expect(shown).toBeVisible();
      expect(await shown.innerText()).toBe(lines.join('\n'));
      // Drawn as the three lines it was given, inside a phone's width.
      const box = (await shown.boundingBox())!;
      const lineHeight = await shown.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect(Math.round(box.height / lineHeight)).toBe(lines.length);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      // The name Settings holds, in the main heading too.
      if (path === '/about') {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${original.businessName}`);
      }
      await shown.scrollIntoViewIfNeeded();
      await expectAccessibleInBothSchemes(page);
    }
  } finally {
    expect((await page.request.put('/api/admin/settings', { data: original })).status()).toBe(200);
  }
  // Blank again: no address, no empty element.
  await page.goto('/about');
  await expect(page.getByRole('contentinfo').locator('address')).toHaveCount(0);
});
