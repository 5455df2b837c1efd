import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectPageAdopted } from './page-adoption.helpers';

const PUBLIC_PAGES = [
  '/',
  '/packages',
  '/competitions',
  '/how-it-works',
  '/gallery',
  '/about',
  '/contact',
  '/booking',
  '/auth',
  '/not-a-page',
];

for (const path of PUBLIC_PAGES) {
  for (const width of [1280, 375]) {
    test(`axe: ${path} at ${width}px has no serious or critical violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page as a visitor uses it: adopted (axe counts everything inside the fence's disabled fieldset as disabled,
      // so it reported /booking's game scroll box as out of the keyboard's reach, which Chromium does not), with its
      // data-driven sections loaded so they are checked too.
      await expectPageAdopted(page);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

test('axe: the open gallery dialog has no serious or critical violations', async ({ page }) => {
  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Open Champions on the Podium' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('axe: the contact form showing its errors has no serious or critical violations', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please select a subject')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
