import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 740 } });

test('the mobile menu toggles open and closed and shows the phone number', async ({ page, request }) => {
  const site = await (await request.get('/api/site')).json();
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);

  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    `tel:${site.phone.replace(/\D/g, '')}`,
  );
  for (const name of ['Home', 'Packages', 'Games', 'Gallery', 'About', 'Contact', 'Book Now'])
    await expect(menu.getByRole('link', { name })).toBeVisible();

  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toHaveCount(0);

  // Following a link closes the menu and lands on the page.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);

  // The page fits the small screen: no horizontal scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('Escape closes the mobile menu', async ({ page }) => {
  await page.goto('/packages');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
});
