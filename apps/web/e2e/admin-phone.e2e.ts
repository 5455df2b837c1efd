import { expect, test, type Locator, type Page } from '@playwright/test';
import { FIRST_LOAD, makeBookings, signInAsAdmin, unique } from './admin.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { toastWith } from './booking-wizard.helpers';
import { expectDialogHoldsItsControls } from './layout.helpers';
import { expectDataLoaded } from './page-data.helpers';

// The owner checks bookings on the party day from a phone. Days 323-325 after today are this file's
// (availability.helpers.ts); it books one and records part of it paid in cash. Every admin page is walked at 375 px.
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
  const [booking] = await makeBookings(page.request, family, 1, 323, {
    parentEmail: `${family.toLowerCase()}@example.com`,
  });
  expect(booking.finalPrice).toBe('614.00');

  await page.goto(`/admin/bookings?q=${family}`);
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
  // Offered the whole balance first.
  await expect(form.getByLabel('Amount in dollars (up to $614.00)')).toHaveValue('614.00');
  await form.getByLabel(/^Amount in dollars/).fill('100');
  await expectDialogHoldsItsControls(page, dialog);
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(toastWith(page, 'Payment recorded.')).toBeVisible();

  // The payment, with its reverse action, stacked inside the sheet rather than a table wider than the screen.
  const payments = dialog.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('$100.00');
  // The balance drops by what was taken: the history says what is still due, and the next payment starts from it.
  await expect(dialog.getByRole('region', { name: 'History' })).toContainText(
    /Paid \$100\.00 in cash on .+, \$514\.00 still due/,
  );
  await dialog.getByRole('button', { name: 'Record a payment…' }).click();
  await expect(form.getByLabel('Amount in dollars (up to $514.00)')).toHaveValue('514.00');
  await expectDialogHoldsItsControls(page, dialog);
  await form.getByRole('button', { name: 'Close' }).click();
  expect(await scrollsSideways(dialog), 'a box in the sheet scrolls sideways').toEqual([]);
  await expectDialogHoldsItsControls(page, dialog);
  await expectNoSeriousA11yViolations(page);
});

/** Each admin page, its link in the section bar and what shows on it once its data is in. */
const PAGES = [
  ['Dashboard', '/admin', 'heading', 'Figures for a period'],
  ['Bookings', '/admin/bookings', 'heading', 'All bookings'],
  ['Calendar', '/admin/calendar', 'heading', /^Calendar: /],
  ['Hosts', '/admin/hosts', 'heading', 'Hosts'],
  ['Shirts', '/admin/shirts', 'heading', 'Shirt order'],
  ['Promo codes', '/admin/promo-codes', 'heading', 'Promo codes'],
  ['Custom games', '/admin/custom-games', 'heading', 'Custom game ideas'],
  [/^Messages/, '/admin/messages', 'heading', 'Contact messages'],
  ['Reviews', '/admin/reviews', 'heading', 'Parents’ reviews'],
  ['Photos', '/admin/photos', 'heading', 'Gallery photos'],
  ['Settings', '/admin/settings', 'button', 'Save settings'],
] as const;

test('on a phone a section opens at its own address, and the section bar reaches every other one', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible(FIRST_LOAD);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible(FIRST_LOAD);
  await expect(page).toHaveTitle(/^Settings · Admin — /);
  const bar = page.getByRole('navigation', { name: 'Admin sections' });
  const current = bar.locator('[aria-current="page"]');
  await expect(current).toHaveText('Settings');
  // Every section on screen at once: the bar wraps rather than hiding links past the edge.
  const links = await bar.getByRole('link').all();
  expect(links).toHaveLength(PAGES.length);
  for (const link of links) {
    const box = (await link.boundingBox())!;
    expect(box.x, `${await link.textContent()} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await link.textContent()} ends on screen`).toBeLessThanOrEqual(375);
  }
  await noSidewaysScroll(page);

  for (const [label, path, role, name] of PAGES) {
    await bar.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(current).toHaveText(label);
    await expect(page.getByRole(role, { name })).toBeVisible(FIRST_LOAD);
  }
  // Back goes to the section before, as with any page.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/photos$/);
  await expect(current).toHaveText('Photos');
});

/** Each admin page at its own address, and the Calendar's wider views. */
const SCREENS = [
  ...PAGES.map(([, path, role, name]) => [path, path, role, name] as const),
  ['calendar by week', '/admin/calendar?view=week', 'heading', /^Calendar: /],
  ['calendar by month', '/admin/calendar?view=month', 'heading', /^Calendar: /],
] as const;

// One signed-in page walks its half of the screens, each loaded at its own address as a bookmark would: a fresh
// browser and sign-in per screen cost more than the checks themselves. Two halves keep both workers busy.
const HALF = Math.ceil(SCREENS.length / 2);
for (const screens of [SCREENS.slice(0, HALF), SCREENS.slice(HALF)]) {
  test(`on a phone the admin's ${screens.map(([screen]) => screen).join(', ')} do not scroll sideways`, async ({
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    for (const [screen, url, role, name] of screens) {
      await test.step(screen, async () => {
        await page.goto(url);
        await expect(page.getByRole('main').getByRole(role, { name })).toBeVisible(FIRST_LOAD);
        await expectDataLoaded(page, FIRST_LOAD);
        await noSidewaysScroll(page);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
