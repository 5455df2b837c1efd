import { expect, test, type Page } from '@playwright/test';
import { bodyRows, FIRST_LOAD, makeBookings, openOnlyBooking, payInFull, signInAsAdmin, unique } from './admin.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';

/** Signed in as the admin at `width` px, with `count` bookings of a fresh family from `firstDay` days ahead on. */
async function asAdminWithBookings(
  page: Page,
  prefix: string,
  count: number,
  firstDay: number,
  width = 1280,
  overrides: Record<string, unknown> = {},
) {
  await page.setViewportSize({ width, height: 800 });
  await signInAsAdmin(page);
  const family = unique(prefix);
  return { family, made: await makeBookings(page.request, family, count, firstDay, overrides) };
}

test('at 1280 px the bookings table fits without scrolling, says payment and creation date; a row opens it', async ({
  page,
}) => {
  // A real family's long e-mail address and theme, which pushed the old table past the screen's edge.
  const { family, made } = await asAdminWithBookings(page, 'Fit', 2, 75, 1280, {
    parentEmail: 'alexandra.montgomery-rivera.family@example-household.com',
    eventTheme: 'Superheroes and Space Explorers',
  });
  const [unpaid, paid] = made;
  await payInFull(page.request, paid);
  const { timeZone } = await (await page.request.get('/api/site')).json();
  const today = new Date().toLocaleDateString('en-US', { dateStyle: 'medium', timeZone });

  // The Total Revenue card says what it counts (on the dashboard); the payment just taken is among this month's
  // captured payments.
  await page.goto('/admin');
  const stats = await (await page.request.get('/api/admin/stats')).json();
  const revenue = page.getByText('Total Revenue', { exact: true }).locator('..');
  await expect(revenue).toContainText('all bookings, unpaid and cancelled included', FIRST_LOAD);
  expect(Number(stats.period.capturedRevenue)).toBeGreaterThanOrEqual(Number(paid.finalPrice));

  await page.goto(`/admin/bookings?q=${family}&sort=createdAt`);
  await expect(bodyRows(page)).toHaveCount(2, FIRST_LOAD);
  // The table comes first on its own page, not below the figures.
  await expect(page.getByText('Total Revenue', { exact: true })).toHaveCount(0);
  const table = page.getByRole('region', { name: 'Bookings' }).getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Payment' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Created/ })).toBeVisible();
  // Nothing scrolls sideways: neither the page nor the table's own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const overflow = await table.evaluate((el) => {
    const box = el.closest('.rt-ScrollAreaViewport') ?? el;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);

  await expect(bodyRows(page).nth(0)).toContainText('Unpaid');
  await expect(bodyRows(page).nth(1)).toContainText('Paid');
  await expect(bodyRows(page).nth(0)).toContainText(today);
  await expectNoSeriousA11yViolations(page);

  // A click anywhere on the row opens its detail.
  await bodyRows(page).nth(0).getByText('Kid0').click();
  const dialog = page.getByRole('dialog', { name: `Booking #${unpaid.id.slice(-8).toUpperCase()}` });
  await expect(dialog).toBeVisible();
});

test("while the bookings load the table's shape shows, and the table does not move when they land", async ({
  page,
}) => {
  const { family } = await asAdminWithBookings(page, 'Wait', 1, 77);
  // The table's answer is held back until the skeleton was seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/bookings?*', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(`/admin/bookings?q=${family}`);
  const table = page.getByRole('region', { name: 'Bookings' }).getByRole('table');
  // A page's rows of grey bars under the real headers, announced as loading.
  await expect(page.getByRole('status').filter({ hasText: 'Loading bookings...' })).toBeAttached(FIRST_LOAD);
  await expect(bodyRows(page)).toHaveCount(25);
  // What a person keeps their eyes on: the table's place and its header row.
  const place = async () => {
    const [box, header] = await Promise.all([table.boundingBox(), table.locator('thead').boundingBox()]);
    return { x: box?.x, y: box?.y, width: box?.width, headerY: header?.y, headerHeight: header?.height };
  };
  const before = await place();
  release();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('Kid0');
  expect(await place()).toEqual(before);
  await expectNoSeriousA11yViolations(page);
});

test('an admin sends a confirmed booking its confirmation again, Escape closes it under the toast, the history says so', async ({
  page,
}) => {
  const { family } = await asAdminWithBookings(page, 'Again', 1, 81);
  const dialog = await openOnlyBooking(page, family);
  await expect(dialog.getByRole('button', { name: 'Resend confirmation' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText('Booking confirmed', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Resend confirmation' }).click();
  await expect(page.getByText('Confirmation sent again', { exact: true })).toBeVisible();
  // Escape closes the booking detail even while a toast shows.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/booking=/);
  // Opened again from its row: what was sent stays in its history.
  await page
    .getByRole('region', { name: 'Bookings' })
    .getByRole('button', { name: /^View booking/ })
    .first()
    .click();
  await expect(dialog.getByRole('list', { name: 'History' })).toContainText(/Confirmation sent again to \S+ by admin/);
  await expectNoSeriousA11yViolations(page);
});

for (const width of [1280, 375]) {
  test(`at ${width} px an admin adds an internal note that shows in the booking's history`, async ({ page }) => {
    const { family } = await asAdminWithBookings(page, 'Note', 1, width === 375 ? 79 : 80, width);
    const dialog = await openOnlyBooking(page, family);
    const notes = dialog.getByRole('region', { name: 'Admin notes' });
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByText('Please write the note.')).toBeVisible();
    await notes.getByLabel(/^Note/).fill('Gate code 4411; park on the left');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(dialog.getByRole('list', { name: 'History' })).toContainText('Gate code 4411; park on the left');
    await expect(notes.getByLabel(/^Note/)).toHaveValue('');
    await expectNoSeriousA11yViolations(page);
  });
}
