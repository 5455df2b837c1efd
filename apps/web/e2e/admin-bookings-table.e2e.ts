import { expect, test } from '@playwright/test';
import { bodyRows, FIRST_LOAD, makeBookings, payInFull, signInAsAdmin, unique } from './admin.helpers';
import { expectNoSeriousA11yViolations } from './booking-wizard.helpers';

test('at 1280 px the bookings table fits without scrolling, says payment and creation date; a row opens it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  const family = unique('Fit');
  const [unpaid, paid] = await makeBookings(page.request, family, 2, 75);
  await payInFull(page.request, paid);
  const { timeZone } = await (await page.request.get('/api/site')).json();
  const today = new Date().toLocaleDateString('en-US', { dateStyle: 'medium', timeZone });

  await page.goto(`/admin?q=${family}&sort=createdAt`);
  await expect(bodyRows(page)).toHaveCount(2, FIRST_LOAD);
  // SPEC's Total Revenue is labelled as booked, the collected revenue beside it.
  const stats = await (await page.request.get('/api/admin/stats')).json();
  const revenue = page.getByText('Total Revenue', { exact: true }).locator('..');
  await expect(revenue).toContainText('booked');
  await expect(revenue).toContainText(/\$[\d,]+\.\d{2} collected/);
  expect(Number(stats.collectedRevenue)).toBeGreaterThanOrEqual(Number(paid.finalPrice));
  const table = page.getByRole('tabpanel', { name: 'Bookings' }).getByRole('table');
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
