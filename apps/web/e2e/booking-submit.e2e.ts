import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import {
  expectToastOnTop,
  fillToReview,
  PARENT,
  registerParent,
  stepHeading,
  wizardForm,
} from './booking-wizard.helpers';
import { openAtReview } from './wizard-draft.helpers';

// 4 games, 10 children, no add-ons: $600.00 (docs/product/constants.md#business-constants-and-limits).
const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off', 'Ring Toss Champions'];
const submitButton = (page: Page) => wizardForm(page).getByRole('button', { name: 'Submit Booking' });
const completeDialog = (page: Page) => page.getByRole('dialog', { name: 'Complete Your Booking' });
const isCreate = (method: string, url: string) => method === 'POST' && new URL(url).pathname === '/api/bookings';

// What the wizard does with the server's answers (a failure, a 422 with its figures, a refused field) and the promo
// entry's failures are unit tests beside its code (apps/web/src/features/booking-wizard).
test('submit: one booking, the toast, Complete Your Booking, step 5, draft cleared', async ({ page }) => {
  test.slow();
  const slot = await fillToReview(page, GAMES, 21);

  const creates: string[] = [];
  page.on('request', (r) => isCreate(r.method(), r.url()) && creates.push(r.postData() ?? ''));
  const created = page.waitForResponse((r) => isCreate(r.request().method(), r.url()));
  // A double click sends once (docs/product/states.md#states-and-transitions: blocked while in flight).
  await submitButton(page).dblclick();
  const response = await created;
  expect(response.status()).toBe(201);
  const sent = response.request();
  expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent.postDataJSON()).toMatchObject({
    parentName: PARENT.name,
    parentPhone: '5551234567',
    intensity: 'medium',
    guestCount: 10,
    childAge: 8,
    eventDate: slot.date,
    eventTime: slot.time,
    eventType: 'birthday',
    totalPrice: '600.00',
    finalPrice: '600.00',
    location: { address: '12 Oak Street', city: 'Springfield', state: 'TX', zipCode: '73301' },
  });

  await expectToastOnTop(page, 'Booking Created Successfully!');
  const dialog = completeDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Show booking details' }).click();
  await expect(dialog.getByLabel('Booked event')).toContainText('Sam, age 8');
  await expect(dialog.getByLabel('Booked event')).toContainText(slot.label);
  await expect(dialog.getByLabel('Booked event')).toContainText('Birthday Party');
  for (const game of GAMES) await expect(dialog.getByRole('listitem').filter({ hasText: game })).toBeVisible();
  const pricing = dialog.getByRole('group', { name: 'Booking pricing' });
  await expect(pricing).toContainText('Package (4 games)$600.00');
  await expect(pricing).toContainText('Total$600.00');
  await expect(pricing).toContainText('Event length: about 1 h 45 min');
  await expect(dialog.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(creates).toHaveLength(1);

  // Step 5: the dialog can be reopened; the draft is gone (also after a reload), the booking is kept.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(stepHeading(page)).toHaveText('Payment');
  await expect(wizardForm(page).getByText('Secure PayPal checkout')).toBeVisible();
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Payment');
  await wizardForm(page).getByRole('button', { name: 'Complete Your Booking' }).click();
  await expect(completeDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);
  await wizardForm(page).getByRole('button', { name: 'Start a New Booking' }).click();
  await expect(stepHeading(page)).toHaveText('Games');
  await expect(wizardForm(page).getByText('Selected 0/3 games. Choose 3 more.')).toBeVisible();
  expect(creates).toHaveLength(1);
});

test('/profile lists the signed-in parent’s booking with every card field', async ({ page }) => {
  await registerParent(page, 'Pat', 'Lee');
  // At the review as a parent's answers leave it: typing them is the journey above's.
  const slot = await openAtReview(page, GAMES, 22);
  await wizardForm(page).getByRole('button', { name: 'Previous', exact: true }).click();
  await wizardForm(page).getByLabel('Special requests (optional)').fill('Nut-free snacks please');
  await wizardForm(page).getByRole('button', { name: 'Next', exact: true }).click();
  const created = page.waitForResponse((r) => isCreate(r.request().method(), r.url()));
  await submitButton(page).click();
  const booking = (await (await created).json()) as { id: string };
  await expect(completeDialog(page)).toBeVisible();

  await page.goto('/profile');
  const card = page.getByTestId('booking-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: `Event #${booking.id.slice(-8).toUpperCase()}` })).toBeVisible();
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('$600.00');
  await expect(card).toContainText('Birthday Party');
  await expect(card).toContainText(slot.label);
  await expect(card).toContainText('10 guests · child age 8');
  await expect(card).toContainText('12 Oak Street, Springfield, TX 73301');
  await expect(card.getByLabel('Selected games')).toContainText('Tug of War');
  await expect(card.getByLabel('Selected games')).toContainText('+1 more');
  await expect(card).toContainText('Nut-free snacks please');
  await expect(card).toContainText('Booked ');
});
