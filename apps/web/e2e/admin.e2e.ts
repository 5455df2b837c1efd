import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { bodyRows, FIRST_LOAD, makeBookings, openOnlyBooking, payInFull, signInAsAdmin, unique } from './admin.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { toastWith } from './booking-wizard.helpers';

test('an admin filters, sorts and pages the bookings table, and opens a booking', async ({ page }) => {
  // A long journey (twelve bookings made first, then every table control): three times the usual time limit.
  test.slow();
  await signInAsAdmin(page);
  const family = unique('Fam');
  await makeBookings(page.request, family, 12, 40);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('Welcome back,')).toBeVisible();
  for (const card of ['Total Bookings', 'Total Revenue', 'Avg Booking Value', 'Active Users']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Queue dashboard' })).toHaveAttribute('href', '/admin/queues');

  // The bookings are a section of their own, one link away.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await page.getByLabel('Search').fill(family.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${family.toLowerCase()}`));
  await expect(page.getByText('Page 1 of 1 · 12 bookings')).toBeVisible();
  await page.getByRole('combobox', { name: 'Per page' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page.getByText('Page 1 of 2 · 12 bookings')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2 · 12 bookings')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(2);
  // Newest first: the last two are the first two made.
  await expect(bodyRows(page).nth(1)).toContainText('Kid0');

  // Sorting by a header, by keyboard; the URL keeps the view across a reload.
  const price = page.getByRole('columnheader', { name: /Price/ });
  await price.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(price).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=price/);
  await expect(page.getByText('Page 1 of 2 · 12 bookings')).toBeVisible();
  await expect(bodyRows(page).first()).toContainText('Kid1');
  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue(family.toLowerCase());
  await expect(page.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(bodyRows(page).first()).toContainText('Kid1');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await expect(page.getByText('No bookings match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search')).toHaveValue('');
  await page.getByLabel('Search').fill(family);
  // Clearing the filters keeps the page size and the sort.
  await expect(page.getByText('Page 1 of 2 · 12 bookings')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The detail: the first booking made (photography, high intensity).
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Oldest first' }).click();
  await expect(bodyRows(page).first()).toContainText('Kid0');
  await bodyRows(page)
    .first()
    .getByRole('button', { name: /^View booking/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Booking #/ });
  await expect(dialog.getByRole('region', { name: 'Games (3)' })).toBeVisible();
  await expect(dialog).toContainText('Max Intensity (high)');
  await expect(dialog.getByRole('region', { name: 'Add-ons' })).toContainText('Professional Photography');
  // The price lines as the wizard, the e-mail and the PDFs show them (priceLines in libs/shared/pricing).
  await expect(dialog.getByRole('region', { name: 'Price' })).toContainText(
    'Package (3 games)$400.00Extra children (1 × $15.00)$15.00Professional Photography$199.00Total$614.00',
  );
  await expect(dialog).toContainText(`Pat ${family}`);
  await expect(page).toHaveURL(/booking=/);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/booking=/);
});

test('an admin creates, edits and deletes a promo code, with the form messages', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/admin/promo-codes');
  await expect(page.getByRole('button', { name: 'Add promo code' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Add promo code' }).click();
  const form = page.getByRole('dialog', { name: 'Add promo code' });
  await expect(form.getByLabel('Total usage limit')).toHaveValue('100');
  await expect(form.getByLabel('Uses per user')).toHaveValue('1');
  await expect(form.getByRole('switch')).toBeChecked();
  await form.getByRole('button', { name: 'Create promo code' }).click();
  await expect(form.getByText('Code is required')).toBeVisible();
  await expect(form.getByText('Discount value must be a number of at least 0')).toBeVisible();
  await form.getByLabel('Discount (%)').fill('150');
  await expect(form.getByText('A percentage cannot be more than 100')).toBeVisible();
  await form.getByLabel('Total usage limit').fill('0');
  await expect(form.getByText('Total usage limit must be at least 1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const code = unique('summer').toUpperCase();
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Discount (%)').fill('15');
  await form.getByLabel('Total usage limit').fill('50');
  await form.getByLabel('Description (optional)').fill('Summer sale');
  await form.getByRole('button', { name: 'Create promo code' }).click();
  await expect(toastWith(page, 'Promo code created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('15%');
  await expect(row).toContainText('0 / 50');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Edit ${code}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${code}` });
  await expect(edit.getByLabel('Code')).toHaveValue(code);
  await edit.getByLabel('Total usage limit').fill('5');
  await edit.getByRole('switch').click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toastWith(page, 'Promo code updated')).toBeVisible();
  await expect(row).toContainText('0 / 5');
  await expect(row).toContainText('Inactive');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `Delete ${code}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${code}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Promo code deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);
});

test('an admin approves a custom game and sees it on /competitions', async ({ page, playwright, baseURL }) => {
  const name = unique('Pillow Relay ');
  const visitor = await playwright.request.newContext({ baseURL });
  expect(
    (
      await visitor.post('/api/custom-games', {
        data: { name, description: 'Carry a pillow on your head to the finish line.', equipment: ['Pillows'] },
      })
    ).status(),
  ).toBe(201);
  await visitor.dispose();

  await signInAsAdmin(page);
  await page.goto('/admin/custom-games');
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Pending', FIRST_LOAD);
  await expect(card).toContainText('An anonymous visitor');
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(toastWith(page, 'Game approved')).toBeVisible();
  await expect(card).toContainText('Approved');

  await page.goto('/competitions');
  await page.getByLabel('Search').fill(name);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // Withdrawn again, so the public list is the seeded catalogue for the journeys that count it.
  await page.goto('/admin/custom-games');
  await card.getByRole('button', { name: 'Withdraw' }).click();
  await expect(card).toContainText('Rejected');
});

test('an admin reads a contact message and can reply by e-mail', async ({ page, playwright, baseURL }) => {
  const name = unique('Dana ');
  const visitor = await playwright.request.newContext({ baseURL });
  const sent = await visitor.post('/api/contact-messages', {
    data: { name, email: 'dana@example.com', subject: 'pricing', message: 'How much for 25 kids on a Sunday?' },
  });
  expect(sent.status()).toBe(201);
  await visitor.dispose();

  await signInAsAdmin(page);
  await page.goto('/admin/messages');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('New', FIRST_LOAD);
  await expect(row).toContainText('Pricing Information');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: `Open message from ${name} (unread)` }).click();
  const dialog = page.getByRole('dialog', { name: 'Pricing Information' });
  await expect(dialog).toContainText('How much for 25 kids on a Sunday?');
  await expect(dialog.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    `mailto:dana%40example.com?subject=${encodeURIComponent('Re: Pricing Information')}`,
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row).not.toContainText('New');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name })).not.toContainText('New');
});

test('a signed-in user is sent away from /admin', async ({ page }) => {
  const username = unique('user');
  const registered = await page.request.post('/api/register', {
    data: {
      username,
      email: `${username}@example.com`,
      password: 'correct horse battery',
      firstName: 'U',
      lastName: 'Ser',
    },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(toastWith(page, 'Admin Access Required')).toBeVisible();
});

test('an admin exports the filtered bookings as CSV, watching its progress, and downloads it', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  const family = unique('Csv');
  await makeBookings(page.request, family, 3, 60);

  await page.goto(`/admin/bookings?q=${family}`);
  await expect(page.getByText('Page 1 of 1 · 3 bookings')).toBeVisible(FIRST_LOAD);
  const exportsBox = page.getByRole('region', { name: 'Recent exports' });
  await exportsBox.getByRole('button', { name: 'Export CSV' }).click();
  const label = new RegExp(`Export of “${family}”`);
  // The new export shows its progress bar at once (queued, then the worker's progress), then its download.
  await expect(exportsBox.getByRole('progressbar', { name: label })).toBeVisible();
  const download = exportsBox.getByRole('link', { name: new RegExp(`^Download CSV: ${label.source}`) });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(exportsBox).toContainText('3 bookings');
  await expectNoSeriousA11yViolations(page);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^bookings-\d{8}-\d{6}\.csv$/);
  const csv = readFileSync(await file.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^Booking ID,Short ID,Created \(business time\),Event Date/);
  expect(lines[0]).toContain(',Address,Space Details,Special Requests,');
  expect(lines[0]).toContain(',Status,Cancellation Reason,');
  expect(lines).toHaveLength(4);
  for (const kid of ['Kid0', 'Kid1', 'Kid2']) expect(lines.some((line) => line.includes(`,${kid},`))).toBe(true);

  // Leaving and coming back finds the export again.
  await page.goto('/');
  await page.goto('/admin/bookings');
  await expect(
    page
      .getByRole('region', { name: 'Recent exports' })
      .getByRole('link', { name: new RegExp(`^Download CSV: ${label.source}`) }),
  ).toBeVisible(FIRST_LOAD);
});

test('an admin cancels a paid booking with a part refund, and sees the refund and the history', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  const family = unique('Refund');
  const [booking] = await makeBookings(page.request, family, 1, 65);
  expect(booking.finalPrice).toBe('614.00');
  await payInFull(page.request, booking);

  const dialog = await openOnlyBooking(page, family);
  const payments = dialog.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('$614.00');
  await expect(payments).toContainText('Captured');
  await expect(payments).toContainText('Refundable: $614.00');
  await expect(dialog.getByRole('region', { name: 'History' })).toContainText('Paid $614.00 by PayPal');
  await expect(dialog.getByRole('button', { name: 'Confirm booking' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Cancel booking…' }).click();
  const form = dialog.getByRole('form', { name: 'Cancel booking' });
  await expect(form.getByLabel(/Refund through PayPal/)).toHaveValue('614.00');
  await form.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(form.getByText('Please give a reason for the cancellation.')).toBeVisible();
  await form.getByLabel('Reason (sent to the parent)').fill('Venue flooded');
  await form.getByLabel(/Refund through PayPal/).fill('700');
  await form.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(form.getByText('At most $614.00 can be refunded on this booking.')).toBeVisible();
  await form.getByLabel(/Refund through PayPal/).fill('200.00');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Cancel booking' }).click();
  // The answer waits for PayPal's refund (the sandbox's, slow on a busy machine).
  await expect(toastWith(page, 'Booking cancelled')).toBeVisible({ timeout: 30_000 });

  await expect(dialog.getByRole('region', { name: 'Booking' })).toContainText('Cancelled');
  await expect(payments).toContainText('−$200.00 refunded');
  await expect(payments).toContainText('Refundable: $414.00');
  const history = dialog.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Refunded $200.00 by admin');
  await expect(history).toContainText('Cancelled by admin, refund $200.00');
  await expect(history).toContainText('Venue flooded');
  await expect(dialog.getByRole('region', { name: 'Price' })).toContainText('Paid$414.00');
  await expect(dialog.getByRole('button', { name: 'Cancel booking…' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('when a booking’s payments cannot be loaded, it cannot be cancelled without the refund it may be owed', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const family = unique('NoActivity');
  const [booking] = await makeBookings(page.request, family, 1, 66);
  await payInFull(page.request, booking);
  await page.route('**/api/admin/bookings/*/activity', (route) => route.fulfill({ status: 500, body: '{}' }));

  const dialog = await openOnlyBooking(page, family);
  const actions = dialog.getByRole('region', { name: 'Actions' });
  await expect(actions.getByRole('alert')).toContainText("The booking's payments could not be loaded");
  await expect(actions.getByRole('button', { name: 'Cancel booking…' })).toBeDisabled();
});
