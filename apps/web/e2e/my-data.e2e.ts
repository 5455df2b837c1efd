import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { UserData } from '@app/contracts';
import { FIRST_LOAD, openOnlyBooking, payInFull, signInAsAdmin, unique } from './admin.helpers';
import { bookAsParent, businessDay, freeSlot } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { registerParent } from './booking-wizard.helpers';
import { expectDialogHoldsItsControls } from './layout.helpers';

// A parent's own data (docs/product/privacy.md) on a phone: the download, then the account's deletion, its upcoming
// party cancelled first; the office then reads the booking as "Deleted parent" with its payment as it was. Day 362
// after today is this file's (availability.helpers.ts).
test.use({ viewport: { width: 375, height: 812 } });

const PASSWORD = 'correct horse battery';
/** The profile's words, as a parent reads them (MY_DATA_WORDS, ACCOUNT_MESSAGES, W.erasedParent in contracts). */
const W = {
  heading: 'Your data',
  download: 'Download my data',
  delete: 'Delete my account',
  dialogTitle: 'Delete your account?',
  upcoming: 'Your upcoming parties are cancelled first, under the usual rules',
  kept: 'We keep the records of what was paid and refunded, as the law requires, under the name "Deleted parent".',
  password: 'Enter your password to confirm',
  confirm: 'Delete my account',
  wrongPassword: 'That is not your password. Enter the password you sign in with.',
  doneTitle: 'Your account is deleted',
  done: 'You are signed out. We are erasing your data now',
  goHome: 'Go to the home page',
  erasedParent: 'Deleted parent',
};

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test('a parent downloads their data and deletes their account; the office keeps the money as "Deleted parent"', async ({
  page,
}) => {
  test.slow();
  const family = unique('Privacy');
  const username = await registerParent(page, 'Robin', family);
  const slot = await freeSlot(page.request, 3, 362, test.info().retry);
  const res = await bookAsParent(page.request, slot, {
    parentName: `Robin ${family}`,
    parentEmail: `${username}@example.com`,
  });
  expect(res.status()).toBe(201);
  const booking = (await res.json()) as { id: string; finalPrice: string };
  await payInFull(page.request, booking);

  await page.goto('/profile');
  const yours = page.getByRole('region', { name: W.heading });
  await expect(yours).toBeVisible(FIRST_LOAD);
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yours.getByRole('button', { name: W.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`my-data-${await businessDay(page.request, 0)}.json`);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as UserData;
  expect(data.account.username).toBe(username);
  expect(data.bookings.map((b) => [b.booking.id, b.booking.parentName])).toEqual([[booking.id, `Robin ${family}`]]);
  expect(data.bookings[0].payments.map((p) => p.amount)).toEqual([booking.finalPrice]);

  await yours.getByRole('button', { name: W.delete }).click();
  const dialog = page.getByRole('dialog', { name: W.dialogTitle });
  await expect(dialog).toContainText(W.upcoming);
  await expect(dialog).toContainText(W.kept);
  await expectDialogHoldsItsControls(page, dialog);
  await expectNoSeriousA11yViolations(page);
  const password = dialog.getByLabel(W.password);
  await password.fill('not my password');
  await dialog.getByRole('button', { name: W.confirm }).click();
  await expect(dialog.getByText(W.wrongPassword)).toBeVisible();
  await password.fill(PASSWORD);
  await dialog.getByRole('button', { name: W.confirm }).click();

  const done = page.getByRole('dialog', { name: W.doneTitle });
  await expect(done).toContainText(W.done);
  await expect(done).toContainText(/Your party on .* is cancelled: \$\d+\.\d{2} comes back to you\./);
  await noSidewaysScroll(page);
  await done.getByRole('button', { name: W.goHome }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await (await page.request.get('/api/session')).json()).user).toBeNull();
  const relogin = await page.request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(relogin.status()).toBe(401);

  // The worker erases once the cancellation's e-mails went: seconds.
  await signInAsAdmin(page);
  await expect
    .poll(async () => (await (await page.request.get(`/api/admin/bookings/${booking.id}`)).json()).parentName, {
      timeout: 60_000,
    })
    .toBe(W.erasedParent);
  const sheet = await openOnlyBooking(page, booking.id.slice(-8).toUpperCase());
  await expect(sheet).toContainText(W.erasedParent);
  await expect(sheet).not.toContainText(family);
  const payments = sheet.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText(`$${booking.finalPrice}`, FIRST_LOAD);
  await noSidewaysScroll(page);
});
