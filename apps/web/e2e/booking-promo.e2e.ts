import { expect, test, type Page } from '@playwright/test';
import {
  createPromo,
  expectNoSeriousA11yViolations,
  expectToastOnTop,
  fillToReview,
  toastWith,
  uniqueCode,
  wizardForm,
} from './booking-wizard.helpers';

const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off', 'Ring Toss Champions'];
const isCreate = (method: string, url: string) => method === 'POST' && new URL(url).pathname === '/api/bookings';
const completeDialog = (page: Page) => page.getByRole('dialog', { name: 'Complete Your Booking' });

test("promo entry in Complete Your Booking: empty, unknown (the server's reason), then a valid code", async ({
  page,
  playwright,
  baseURL,
}) => {
  const valid = uniqueCode('SAVE');
  await createPromo(playwright, baseURL, {
    code: valid,
    discountType: 'fixed',
    discountValue: 50,
  });
  await fillToReview(page, GAMES);
  const created = page.waitForResponse((r) => isCreate(r.request().method(), r.url()));
  await wizardForm(page).getByRole('button', { name: 'Submit Booking' }).click();
  const booking = (await (await created).json()) as { id: string };
  const dialog = completeDialog(page);
  const pricing = dialog.getByRole('group', { name: 'Booking pricing' });
  // Typed in lower case with spaces: sent uppercased and trimmed.
  const code = dialog.getByLabel('Promo code');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Please enter a promo code')).toBeVisible();
  await code.fill('nope-nope');
  await expect(code).toHaveValue('NOPE-NOPE');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'This promo code does not exist' })).toBeVisible();
  await expect(pricing).toContainText('Final amount$600.00');
  const checked = page.waitForRequest((r) => r.url().endsWith('/api/promo/validate'));
  await code.fill(`  ${valid.toLowerCase()}  `);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  expect((await checked).postDataJSON()).toEqual({
    code: valid,
    bookingId: booking.id,
  });
  await expectToastOnTop(page, 'Promo Code Applied!');
  await expect(toastWith(page, 'Promo Code Applied!')).toContainText('You save $50.00.');
  await expect(pricing).toContainText(`Promo ${valid}−$50.00`);
  await expect(pricing).toContainText('Final amount$550.00');
  await expect(dialog.getByText('This promo code does not exist')).toHaveCount(0);

  await expectNoSeriousA11yViolations(page);
});
