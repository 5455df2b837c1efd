import { expect, test, type Locator, type Page } from '@playwright/test';
import { FIRST_LOAD, makeBookings, signInAsAdmin, unique } from './admin.helpers';
import { expectNoSeriousA11yViolations, toastWith } from './booking-wizard.helpers';
import { expectDialogHoldsItsControls } from './layout.helpers';

// The owner checks bookings on the party day from a phone. Days 323-325 after today are this file's
// (availability.helpers.ts); it books one and records part of it paid in cash.
test.use({ viewport: { width: 375, height: 812 } });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

/** The boxes in `root` (itself included) whose content is wider than they are, so a phone must scroll them sideways. */
const scrollsSideways = (root: Locator) =>
  root.evaluate((el) =>
    [el, ...el.querySelectorAll('*')]
      .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible')
      .map((e) => e.className || e.tagName),
  );

test('on a phone an admin reads bookings as cards and a booking as a full-screen sheet', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  const family = unique('Phone');
  await makeBookings(page.request, family, 1, 323, { parentEmail: `${family.toLowerCase()}@example.com` });

  await page.goto(`/admin?q=${family}`);
  const cards = page.getByRole('list', { name: 'All bookings' });
  const card = cards.getByRole('listitem');
  await expect(card).toHaveCount(1, FIRST_LOAD);
  await expect(card.getByRole('heading', { name: `Pat ${family}` })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: /^View booking #/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Booking #/ });
  await expect(dialog.getByRole('region', { name: 'Payments' })).toBeVisible(FIRST_LOAD);
  // Polled: the dialog grows into place as it opens.
  await expect.poll(async () => Object.values((await dialog.boundingBox())!).map(Math.round)).toEqual([0, 0, 375, 812]);
  await expectDialogHoldsItsControls(page, dialog);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Record a payment…' }).click();
  const form = dialog.getByRole('form', { name: 'Record a payment' });
  await form.getByRole('radio', { name: 'Cash' }).check();
  await form.getByLabel(/^Amount in dollars/).fill('100');
  await expectDialogHoldsItsControls(page, dialog);
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(toastWith(page, 'Payment recorded.')).toBeVisible();

  // The payment, with its reverse action, stacked inside the sheet rather than a table wider than the screen.
  const payments = dialog.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('$100.00');
  expect(await scrollsSideways(dialog), 'a box in the sheet scrolls sideways').toEqual([]);
  await expectDialogHoldsItsControls(page, dialog);
  await expectNoSeriousA11yViolations(page);
});

// Each screen with what shows once its data is in.
for (const [screen, query, role, name] of [
  ['calendar by week', 'tab=calendar&view=week', 'heading', /^Calendar: /],
  ['calendar by month', 'tab=calendar&view=month', 'heading', /^Calendar: /],
  ['settings', 'tab=settings', 'button', 'Save settings'],
] as const) {
  test(`on a phone the admin's ${screen} does not scroll sideways`, async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`/admin?${query}`);
    await expect(page.getByRole('tabpanel').getByRole(role, { name })).toBeVisible(FIRST_LOAD);
    await page.waitForLoadState('networkidle');
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
}
