import { expect, test, type Page } from '@playwright/test';
import { Inbox, visibleText } from '@app/inbox';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import {
  nextButton,
  PARENT,
  payWithPayPal,
  stepHeading,
  toastWith,
  uniqueCode,
  wizardForm,
} from './booking-wizard.helpers';
import { expectNoToastOver } from './layout.helpers';
import { openAtReview } from './wizard-draft.helpers';

// The money said before the parent pays: the review, "Complete Your Booking", the booking's own page and the
// "we received your booking" e-mail state one sentence (money words' paymentPlanWords) with the same amounts and deadline; each "Change" leads back to its step;
// the new booking's toast covers none of the dialog's controls; a payment shows its amounts behind its dialog.
// Each journey has a day of its own (availability.helpers.ts).
const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off'];

// A whole journey (the wizard, the booking's page and a PayPal window): up to a couple of minutes on a slow machine.
test.describe.configure({ timeout: 180_000 });

/** $400.00 for three games and ten children: the $200.00 deposit today, the rest on the day, 3% kept of a refund. */
const PLAN =
  /^Due today \$200\.00 · \$200\.00 on [A-Z][a-z]{2} \d{1,2} · cancel by [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M \w+ to get \$194\.00 back \(3% fee kept\); after that, by request$/;

const planOf = (page: Page) => page.getByTestId('payment-plan');

test.describe('on a 375×812 phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the review, the payment dialog and the booking page state one plan; Change links; no toast over the dialog', async ({
    page,
  }) => {
    // A family of its own: its e-mail finds this booking's mail in the run's shared inbox.
    const email = `${uniqueCode('money').toLowerCase()}@example.com`;
    await openAtReview(page, GAMES, 119, { ...PARENT, email });
    const said = (await planOf(page).textContent())!;
    expect(said).toMatch(PLAN);
    // Body size, not the small grey print it replaced.
    expect(await planOf(page).evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
    await expectNoSeriousA11yViolations(page);

    // Each part of the review leads back to its step, by keyboard too; Next returns to the review.
    const change = wizardForm(page).getByRole('button', { name: 'Change date and time' });
    await change.focus();
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toHaveText('Details');
    for (const step of ['Location', 'Review']) {
      await nextButton(page).click();
      await expect(stepHeading(page)).toHaveText(step);
    }
    await wizardForm(page).getByRole('button', { name: 'Change add-ons' }).click();
    await expect(stepHeading(page)).toHaveText('Location');
    await nextButton(page).click();
    await expect(planOf(page)).toHaveText(said);

    const created = page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST');
    await wizardForm(page).getByRole('button', { name: 'Submit Booking' }).click();
    const { id } = (await (await created).json()) as { id: string };
    const dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
    await expect(dialog).toBeVisible();
    await expect(toastWith(page, 'Booking Created Successfully!')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'PayPal' })).toBeVisible();
    // The toast covers none of the dialog's controls: the policies beside the pay button and Close.
    const policies = await dialog.getByRole('navigation', { name: 'Policies' }).getByRole('link').all();
    expect(policies.length).toBeGreaterThan(0);
    await expectNoToastOver(page, [
      ...policies,
      dialog.getByRole('radio', { name: 'Pay in full' }),
      dialog.getByRole('button', { name: 'Close' }).last(),
    ]);
    await expect(dialog.getByTestId('payment-plan')).toHaveText(said);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    // The e-mail the worker sent says it too, in its text part and in its HTML part.
    const [mail] = await Inbox.ofTestRun().waitForMails({ to: email, subject: /^We received your booking/ });
    expect(mail.text.replace(/\s+/g, ' ')).toContain(`${said}.`);
    expect(visibleText(mail.html ?? '')).toContain(`${said}.`);

    // The booking's own page, opened by this browser's owner cookie: the same plan, here and in its Pay now.
    await page.goto(`/bookings/${id}`);
    await expect(planOf(page)).toHaveText(said, { timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    const pay = page.getByRole('dialog', { name: 'Pay now' });
    await expect(pay.getByTestId('payment-plan')).toHaveText(said);

    // Paying the deposit: behind "Payment Successful" the page already shows what was paid and what is left.
    await payWithPayPal(page);
    await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toContainText('$200.00 paid');
    const price = page.locator('section[aria-labelledby="price-heading"]');
    await expect(price).toContainText('Paid$200.00');
    await expect(price).toContainText('Balance due$200.00');
    // The refund the plan promised is the page's offer now, with the same deadline.
    const deadline = said.match(/cancel by (.+?) to get/)![1];
    await expect(
      page.getByText(
        new RegExp(`^Cancel by [A-Z][a-z]{2}, ${deadline} to get \\$194\\.00 back: what you paid less the 3%`),
      ),
    ).toBeAttached();
  });
});

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the step indicator takes the parent back to a finished step, and only to one', async ({ page }) => {
    await openAtReview(page, GAMES, 120);
    const progress = page.getByRole('navigation', { name: 'Booking progress' });
    await expect(progress.getByRole('listitem').nth(3)).toHaveAttribute('aria-current', 'step');
    await expect(progress.getByRole('button')).toHaveCount(3);
    await expect(planOf(page)).toHaveText(PLAN);
    await expectNoSeriousA11yViolations(page);
    await progress.getByRole('button', { name: /^Step 2: Details \(completed\)/ }).click();
    await expect(stepHeading(page)).toHaveText('Details');
    await expect(progress.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
    // Back to the first step by keyboard: the finished steps are buttons in the Tab order.
    await progress.getByRole('button', { name: /^Step 1: Games \(completed\)/ }).focus();
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toHaveText('Games');
    await expect(progress.getByRole('button')).toHaveCount(0);
  });
});
