import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { createPromo, payWithPayPal, stepHeading, toastWith, uniqueCode, wizardForm } from './booking-wizard.helpers';
import { expectNoToastOver } from './layout.helpers';
import { openAtReview } from './wizard-draft.helpers';

/** 4 games, 10 children: $600.00. */
const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off', 'Ring Toss Champions'];
const completeDialog = (page: Page) => page.getByRole('dialog', { name: 'Complete Your Booking' });

// Each test is a whole journey (Submit, one to three PayPal windows, the profile): 9-18 s on a quiet machine, 33-42 s
// on a slow one. Each opens the wizard at its review, as a parent's answers leave it: steps 1-3 are other journeys'.
// (test.slow with a condition left them at the usual 60 s here: the file's limit is set instead.)
test.describe.configure({ timeout: 180_000 });

/** `day`: the journey's own day (availability.helpers.ts), so no two journeys compete for a team. */
async function submitBooking(page: Page, day: number) {
  await openAtReview(page, GAMES, day);
  await wizardForm(page).getByRole('button', { name: 'Submit Booking' }).click();
  await expect(completeDialog(page)).toBeVisible();
}

async function applyPromo(page: Page, code: string) {
  const dialog = completeDialog(page);
  await dialog.getByLabel('Promo code').fill(code);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(toastWith(page, 'Promo Code Applied!')).toBeVisible();
}

/** A new account, signed in for the page (its request context shares the page's cookies). */
async function signUp(page: Page, baseURL: string | undefined) {
  const account = uniqueCode('payer').toLowerCase();
  const signup = await page.request.post(`${baseURL}/api/register`, {
    data: { username: account, email: `${account}@example.com`, password: 'a long party password' },
  });
  expect(signup.status()).toBe(201);
}

test('pays in full with a promo through PayPal, downloads the receipt, creates an account and sees the booking confirmed', async ({
  page,
  playwright,
  baseURL,
}) => {
  const code = uniqueCode('PAY');
  await createPromo(playwright, baseURL, { code, discountType: 'fixed', discountValue: 50 });
  await submitBooking(page, 23);
  await applyPromo(page, code);
  const dialog = completeDialog(page);
  await dialog.getByRole('button', { name: 'Show booking details' }).click();
  const pricing = dialog.getByRole('group', { name: 'Booking pricing' });
  await expect(pricing).toContainText(`Subtotal$600.00Discount (${code})−$50.00Total$550.00`);
  // The deposit is chosen for the parent, PayPal ready; the full amount is one tap away.
  await expect(dialog.getByRole('radio', { name: 'Pay 50% deposit' })).toBeChecked();
  await expect(dialog.getByTestId('payment-plan')).toHaveText(/^Due today \$275\.00 · \$275\.00 on /);
  await expect(dialog.getByRole('button', { name: 'PayPal' })).toBeVisible();
  await dialog.getByRole('radio', { name: /Pay in full/ }).check();
  await expect(dialog.getByTestId('payment-plan')).toHaveText(/^Due today \$550\.00 · cancel by /);
  await expectNoSeriousA11yViolations(page);

  const order = page.waitForRequest((r) => new URL(r.url()).pathname === '/paypal/order');
  await payWithPayPal(page, 'Pay Now');
  expect((await order).postDataJSON()).toMatchObject({ amount: '550.00', plan: 'full', promoCode: code });

  const success = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(success).toBeVisible();
  await expect(success).toContainText('jamie.parent@example.com');
  await expect(success).toContainText('Subtotal$600.00');
  await expect(success).toContainText('Discount−$50.00');
  await expect(success).toContainText('Total$550.00');
  const download = page.waitForEvent('download');
  await success.getByRole('button', { name: 'Download Receipt' }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toMatch(/^receipt-[0-9A-F]{8}\.pdf$/);
  expect((await readFile((await receipt.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await success.getByRole('button', { name: 'Close' }).click();

  const complete = page.getByRole('dialog', { name: 'Booking Complete' });
  await expect(complete).toBeVisible();
  const form = complete.getByRole('form', { name: 'Create Account to Track Bookings' });
  await form.getByLabel('Email').fill('');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastWith(page, 'Missing Information')).toContainText('Please fill in both email and password.');
  const email = `${uniqueCode('parent').toLowerCase()}@example.com`;
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('a long party password');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastWith(page, 'Account Created!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  const card = page.getByTestId('booking-card').first();
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText('Paid $550.00 · Paid in full');
});

test('a declined payment shows the error with PayPal to retry, and the retry pays the deposit; the balance is paid from /profile', async ({
  page,
  baseURL,
}) => {
  await signUp(page, baseURL);
  await submitBooking(page, 24);
  const dialog = completeDialog(page);
  const deposit = dialog.getByRole('radio', { name: 'Pay 50% deposit' });
  await expect(deposit).toHaveAccessibleDescription('$300.00, the rest on event day');
  await expect(deposit).toBeChecked();
  await expect(dialog.getByTestId('payment-plan')).toHaveText(/^Due today \$300\.00 · \$300\.00 on /);

  // Closing PayPal's window says nothing was charged and how to go on.
  await payWithPayPal(page, 'Cancel and return');
  await expect(dialog.getByText("You closed PayPal's window before paying, so nothing was charged.")).toBeVisible();

  await payWithPayPal(page, 'Approve, then decline at capture');
  // The decline says why, that nothing was charged, and how to try again.
  await expect(dialog.getByRole('alert').filter({ hasText: 'Payment failed. Please try again.' })).toContainText(
    'PayPal declined the card or account you chose, so nothing was charged. Try again with another card or your PayPal balance.',
  );
  await expect(toastWith(page, 'Payment Failed')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Retry with PayPal' })).toBeVisible();

  await payWithPayPal(page, 'Pay Now');
  const success = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(success).toContainText('Paid now$300.00');
  await expect(success).toContainText('Balance due on event day$300.00');
  await success.getByRole('button', { name: 'Close' }).click();
  const complete = page.getByRole('dialog', { name: 'Booking Complete' });
  // Signed in already: no sign-up form.
  await expect(complete.getByRole('form', { name: 'Create Account to Track Bookings' })).toHaveCount(0);
  await complete.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  const card = page.getByTestId('booking-card').first();
  await expect(card).toContainText('Paid $300.00 · Balance due $300.00');
  await card.getByRole('button', { name: 'Pay balance' }).click();
  const balance = page.getByRole('dialog', { name: 'Pay balance' });
  await expect(balance.getByRole('status').filter({ hasText: 'You pay' })).toHaveText('You pay $300.00 now.');
  await payWithPayPal(page, 'Pay Now');
  // The same ending as the wizard's: what was paid, what is left, the receipt.
  const paid = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(paid).toContainText('$300.00 paid');
  await expect(paid).toContainText('Paid now$300.00');
  await expect(paid).not.toContainText('Balance due');
  await expect(paid.getByRole('button', { name: 'Download Receipt' })).toBeVisible();
  await paid.getByRole('button', { name: 'Close' }).click();
  await expect(card).toContainText('Paid $600.00 · Paid in full');
});

for (const [width, day] of [
  [320, 52],
  [375, 31],
] as const) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 812 } });

    test("the payment opens on the 50% deposit with PayPal's button, no toast over the dialog's controls", async ({
      page,
    }) => {
      await submitBooking(page, day);
      const dialog = completeDialog(page);
      await expect(dialog.getByRole('radio', { name: 'Pay 50% deposit' })).toBeChecked();
      await expect(dialog.getByTestId('payment-plan')).toHaveText(/^Due today \$300\.00 · \$300\.00 on /);
      const paypal = dialog.getByRole('button', { name: 'PayPal' });
      await paypal.scrollIntoViewIfNeeded();
      await expect(paypal).toBeInViewport();
      // The toast that came with Submit sits clear of the dialog's controls (PayPal's button, Close).
      await expect(toastWith(page, 'Booking Created Successfully!')).toBeVisible();
      await expectNoToastOver(page, [paypal, dialog.getByRole('button', { name: 'Close' }).last()]);
      await dialog.getByRole('radio', { name: /Pay in full/ }).click();
      await expect(dialog.getByTestId('payment-plan')).toHaveText(/^Due today \$600\.00 · cancel by /);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('a promo that covers everything completes the booking without PayPal', async ({ page, playwright, baseURL }) => {
  const code = uniqueCode('FREE');
  await createPromo(playwright, baseURL, { code, discountType: 'percentage', discountValue: 100 });
  await submitBooking(page, 25);
  await applyPromo(page, code);
  const dialog = completeDialog(page);
  await expect(dialog.getByRole('button', { name: 'PayPal' })).toHaveCount(0);
  const patch = page.waitForRequest((r) => r.method() === 'PATCH');
  await dialog.getByRole('button', { name: 'Complete Free Booking' }).click();
  expect((await patch).postDataJSON()).toMatchObject({
    promoCode: code,
    finalPrice: '0.00',
    paymentStatus: 'completed',
  });
  await expect(toastWith(page, 'Booking Confirmed!')).toContainText('Your free event has been booked successfully!');
  await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toContainText('Total$0.00');
});

test('a parent who closed the payment dialog pays from the booking card on /profile', async ({ page, baseURL }) => {
  await signUp(page, baseURL);
  await submitBooking(page, 26);
  await completeDialog(page).getByRole('button', { name: 'Close' }).click();

  await page.goto('/profile');
  const card = page.getByTestId('booking-card').first();
  await expect(card).toContainText('Saved, not yet paid · Due $600.00');
  await card.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay now' });
  await dialog.getByRole('radio', { name: /Pay in full/ }).check();
  await payWithPayPal(page, 'Pay Now');
  const paid = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(paid).toContainText('Paid now$600.00');
  await paid.getByRole('button', { name: 'Close' }).click();
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText('Paid $600.00 · Paid in full');
});

test('a capture PayPal holds shows its own state, and the dialog moves to success once PayPal settles it', async ({
  page,
}) => {
  await submitBooking(page, 27);
  const dialog = completeDialog(page);
  await dialog.getByRole('radio', { name: /Pay in full/ }).check();
  const capture = page.waitForResponse((r) => /^\/paypal\/order\/[^/]+\/capture$/.test(new URL(r.url()).pathname));
  await payWithPayPal(page, 'Approve, leave the capture pending');
  const { payment } = (await (await capture).json()) as { status: string; payment: { captureId: string } };
  await expect(dialog.getByRole('status').filter({ hasText: 'Payment Processing' })).toContainText(
    'PayPal is still processing your payment.',
  );
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // PayPal clears the held capture: its webhook reaches the api, and the dialog's next look finds the payment made.
  const { sdkBaseUrl } = (await (await page.request.get('/paypal/setup')).json()) as { sdkBaseUrl: string };
  const settle = await page.request.post(`${new URL(sdkBaseUrl).origin}/sandbox/captures/${payment.captureId}/settle`, {
    data: { outcome: 'COMPLETED' },
  });
  expect(settle.status()).toBe(200);
  const success = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(success).toContainText('is confirmed');

  // No discount line without a discount, what happens next, and the wizard behind keeps its booking.
  await expect(success).not.toContainText('Discount');
  await expect(success).toContainText('We call you within 24 hours');
  await expect(stepHeading(page)).toHaveText(/Payment/);
  await success.getByRole('button', { name: 'Close' }).click();
  const complete = page.getByRole('dialog', { name: 'Booking Complete' });
  await expect(complete).toContainText('We check in 48-72 hours before the event');
  await expect(stepHeading(page)).toHaveText(/Payment/);
  // A parent without an account opens the booking's own page through this browser's owner cookie, no token.
  await complete.getByRole('link', { name: 'View or change your booking' }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /’s party/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price and payment' })).toContainText('Balance due$0.00');
});
