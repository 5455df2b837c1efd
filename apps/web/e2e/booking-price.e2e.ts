import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { gameCard, nextButton, registerParent } from './booking-wizard.helpers';

// The price follows every choice from step 1 (beside the wizard on wide screens, a bar at the bottom on phones), and
// "Book <package>" carries the package into the wizard. Nothing here books.
const price = (page: Page) => page.getByRole('complementary', { name: 'Your price' });
const priceLines = (page: Page) => price(page).getByRole('group', { name: 'Price so far' });

test('at 1280 px the running price stands beside the wizard and says when a fourth game moves the package', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/booking');
  await expect(priceLines(page)).toContainText('Total$400.00');
  for (const name of ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off']) await gameCard(page, name).click();
  await expect(priceLines(page)).toContainText('Package (3 games)$400.00');
  await gameCard(page, 'Sack Race').click();
  await expect(price(page).getByRole('status')).toHaveText('4 games: the $600 package');
  await expect(priceLines(page)).toContainText('Total$600.00');
  const wizard = await page.locator('.wizard').boundingBox();
  const aside = await price(page).boundingBox();
  expect(aside!.x).toBeGreaterThanOrEqual(wizard!.x + wizard!.width);
  expect(aside!.y).toBeLessThan(800);
  await expectNoSeriousA11yViolations(page);
});

test('at 375 px the running price is a bar at the bottom of the screen that opens to its lines', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/booking');
  await gameCard(page, 'Tug of War').click();
  // Stuck to the bottom of the screen while the wizard is on it (at its top, the wizard runs far below the fold).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => Math.round(((b) => b!.y + b!.height)(await price(page).boundingBox()))).toBe(812);
  await expect(priceLines(page)).toBeHidden();
  await expect(price(page)).toContainText('$400.00');
  await price(page).getByRole('button', { name: 'Show details' }).click();
  await expect(priceLines(page)).toContainText('Package (3 games)$400.00');
  await expectNoSeriousA11yViolations(page);
});

for (const width of [375, 1280]) {
  test(`at ${width} px "Book Grand Championship" opens the wizard at that package, its games and price`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 812 });
    await page.goto('/packages');
    // Each package says what a bigger party adds.
    await expect(
      page.locator('.package-card').getByText('Up to 15 children included; $15 for each extra child.'),
    ).toHaveCount(3);
    await page.getByRole('link', { name: 'Book Grand Championship' }).click();
    await expect(page).toHaveURL(/\/booking\?package=3$/);
    await expect(page.getByText('Grand Championship ($800): choose 6 or more games.')).toBeVisible();
    if (width < 1024) await price(page).getByRole('button', { name: 'Show details' }).click();
    await expect(priceLines(page)).toContainText('Package (6 games)$800.00');
    await expect(price(page)).toContainText('Tax, if applicable, is not included.');

    // Three games make another package: the wizard asks before switching, and goes on once the parent agrees.
    for (const name of ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off']) await gameCard(page, name).click();
    await expect(page.getByRole('status').filter({ hasText: 'package: switch?' })).toHaveText(
      '3 games is the $400 package: switch? Grand Championship ($800) takes 6 or more games.',
    );
    await expect(page.getByText('Perfect! 3 games selected.')).toHaveCount(0);
    await expect(nextButton(page)).toBeDisabled();
    await page.getByRole('button', { name: 'Switch to the $400 package' }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.getByText('Perfect! 3 games selected.')).toBeVisible();
    await expect(priceLines(page)).toContainText('Package (3 games)$400.00');
    await expect(nextButton(page)).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px a signed-in parent finds their name and e-mail on step 3`, async ({ page }) => {
    await page.setViewportSize({ width, height: 812 });
    const username = await registerParent(page, 'Robin', 'Tester');
    // The parent left the wizard on step 3 in this tab (its draft is sessionStorage's).
    await page.addInitScript(() => {
      sessionStorage.setItem('booking-wizard:step', '3');
      sessionStorage.setItem('booking-wizard:games', '[1,2,3]');
    });
    await page.goto('/booking');
    const form = page.locator('form[aria-labelledby="wizard-step-heading"]');
    await expect(form.getByLabel('Parent name')).toHaveValue('Robin Tester');
    await expect(form.getByLabel('Email')).toHaveValue(`${username}@example.com`);
  });
}
