import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.helpers';

// The trust items a visitor sees: the legal pages from the footer, tap targets a finger can hit on a phone, and one
// number of games on every page that gives one.

for (const width of [375, 1280]) {
  test(`at ${width} px the footer leads to the Privacy Policy, Terms of Service and Cancellation Policy`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 812 });
    await page.goto('/');
    const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
    for (const [name, path] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Cancellation Policy', '/cancellation-policy'],
    ]) {
      await legal.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveTitle(`${name} — Champions Party`);
    }
    await expect(page.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    await expectNoSeriousA11yViolations(page);
  });
}

/** Every visible target in `scope` shorter than 44 px, by its name. */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('a[href], button, [role="combobox"]')]
      .filter((el) => el.offsetParent !== null && !el.closest('p'))
      .filter((el) => el.getBoundingClientRect().height < 44)
      .map((el) => `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent}`),
  );
}

test('at 375 px the header, the footer and the wizard have tap targets of 44 px or more', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/booking');
  await page
    .getByRole('region', { name: 'Games' })
    .getByRole('button', { name: /^Tug of War/ })
    .click();
  expect(await smallTargets(page.locator('header.site-header'))).toEqual([]);
  expect(await smallTargets(page.getByRole('contentinfo'))).toEqual([]);
  expect(await smallTargets(page.locator('form[aria-labelledby="wizard-step-heading"]'))).toEqual([]);
  expect(await smallTargets(page.getByRole('complementary', { name: 'Your price' }))).toEqual([]);
});

test('the hero, the games page and the about page give the same number of games, the catalogue’s', async ({ page }) => {
  const count = ((await (await page.request.get('/api/games')).json()) as unknown[]).length;
  await page.goto('/');
  await expect(page.locator('.home-hero')).toContainText(`Games Ready${count}+`);
  await page.goto('/competitions');
  await expect(page.getByText(`${count} field-tested games`)).toBeVisible();
  await expect(page.getByText(`Showing ${count} games`)).toBeVisible();
  await page.goto('/about');
  await expect(page.locator('.stat-grid')).toContainText(`Unique Games${count}+`);
});
