import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from './axe-checks.helpers';
import { toastWith, wizardForm } from './booking-wizard.helpers';
import { overlaps } from './layout.helpers';
import { openAtReview } from './wizard-draft.helpers';

// On a phone and at 1280×800 the toast that greets a new booking is whole on screen and covers none of 'Complete Your
// Booking', whose pay button is in view without scrolling (its booking details are folded). Each width books on a day
// of its own (29 and 30, see availability.helpers.ts).
const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off'];

const box = async (locator: Locator) => (await locator.boundingBox())!;

async function expectWithin(page: Page, locator: Locator) {
  const { width, height } = page.viewportSize()!;
  const b = await box(locator);
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(width);
  expect(b.y + b.height).toBeLessThanOrEqual(height);
}

for (const [width, height, day] of [
  [375, 812, 29],
  [1280, 800, 30],
] as const) {
  test(`at ${width}×${height} the new booking's toast is whole and clear of the dialog, whose pay button is in view`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    await openAtReview(page, GAMES, day);
    await wizardForm(page).getByRole('button', { name: 'Submit Booking' }).click();
    const toast = toastWith(page, 'Booking Created Successfully!');
    const dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
    await expect(dialog).toBeVisible();
    await expect(toast).toBeVisible();
    // Polled: the toast slides in from the right.
    await expect.poll(async () => ((b) => b.x + b.width <= width && b.x >= 0)(await box(toast))).toBe(true);
    await expectWithin(page, toast);

    await dialog.getByRole('radio', { name: 'Pay in full' }).check();
    const pay = dialog.getByRole('button', { name: 'PayPal' });
    await expect(pay).toBeVisible();
    // In view as the dialog opened: nothing scrolled.
    expect(await page.locator('.rt-BaseDialogScroll').evaluate((el) => el.scrollTop)).toBe(0);
    await expectWithin(page, pay);
    // The money sentence (today, the balance, the refund by the deadline) before the button that pays.
    const amount = dialog.getByTestId('payment-plan');
    await expect(amount).toHaveText(/^Due today \$400\.00 · cancel by .+ to get \$388\.00 back/);
    await expectWithin(page, amount);
    expect(((b) => b.y + b.height)(await box(amount))).toBeLessThanOrEqual((await box(pay)).y);
    await expect(toast).toBeVisible();
    // The policies beside the pay button, opening in a tab of their own.
    const policies = dialog.getByRole('navigation', { name: 'Policies' });
    await expect(policies.getByRole('link', { name: 'Cancellation Policy' })).toHaveAttribute(
      'href',
      '/cancellation-policy',
    );
    await expectWithin(page, policies);
    for (const part of [
      pay,
      amount,
      dialog.getByText('Total $400.00'),
      dialog.getByRole('radio', { name: 'Pay in full' }),
    ]) {
      expect(overlaps(await box(toast), await box(part))).toBe(false);
    }
    await expectAccessibleInBothSchemes(page);
  });
}
