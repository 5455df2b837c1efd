import { expect, test } from '@playwright/test';
import { gameCard, nextButton, stepHeading, wizardForm } from './booking-wizard.helpers';
import { openAtReview } from './wizard-draft.helpers';

// Offline and slow networks. Each width books on a day of its own (70 and 71, see availability.helpers.ts).
// The Submit that waits out the time-out runs on the phone only: its alert and the answers it keeps are the same at
// any width, and the wait is 15 s by design (the 15 s and the kept key are also booking-submit-offline.component.test.tsx's).
const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off'];
// The texts and the limit as the parent meets them (libs/shared/contracts: OFFLINE, NOT_REACHED,
// TIMEOUT_S).
const OFFLINE = 'You are offline. Nothing you entered is lost';
const NOT_REACHED = 'We could not reach our booking system. Everything you entered is kept';
const TIMEOUT_S = 15;
const isCreate = (method: string, url: string) => method === 'POST' && new URL(url).pathname === '/api/bookings';

for (const [width, height, day, stalls] of [
  [375, 812, 70, true],
  [1280, 800, 71, false],
] as const) {
  const giveUp = stalls ? '; a Submit with no answer gives up within 15 s, keeps every answer,' : ',';
  test(`at ${width} px: offline says so, also at step 2's free times${giveUp} and books once later`, async ({
    page,
    context,
  }) => {
    // A Submit waits out the wizard's time-out (15 s by design) on a slow, shared machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });

    // Step 2 offline says it could not check the free times (it used to leave the list disabled without a word);
    // a tab of its own, whose draft the booking below does not share.
    const step2 = await context.newPage();
    await step2.setViewportSize({ width, height });
    await step2.goto('/booking');
    for (const game of GAMES) await gameCard(step2, game).click();
    await nextButton(step2).click();
    await expect(step2.locator('[data-day] button').first()).toBeVisible();
    await context.setOffline(true);
    await expect(step2.getByRole('status').filter({ hasText: OFFLINE })).toBeInViewport();
    // Months not read yet: their free times are asked for offline.
    for (let i = 0; i < 2; i++) await step2.getByRole('button', { name: /next month/i }).click();
    await step2.locator('[data-day] button:enabled').first().click();
    await expect(wizardForm(step2).getByText('We could not check which times are free.')).toBeVisible();
    await context.setOffline(false);
    await wizardForm(step2).getByRole('button', { name: 'Try again' }).click();
    await expect(wizardForm(step2).getByRole('combobox', { name: 'Event time' })).toBeEnabled();
    await step2.close();

    // At the review as a parent's answers leave it (typing them is other journeys'): Submit is this one's subject.
    await openAtReview(page, GAMES, day);
    const submit = wizardForm(page).getByRole('button', { name: /Submit/ });
    const banner = page.getByRole('status').filter({ hasText: OFFLINE });
    const trouble = wizardForm(page).getByRole('alert').filter({ hasText: NOT_REACHED });

    // Offline: the notice shows in sight, and Submit says at once that it could not reach us.
    await context.setOffline(true);
    await expect(banner).toBeInViewport();
    await submit.click();
    await expect(trouble).toBeVisible();
    await context.setOffline(false);
    await expect(banner).toBeHidden();

    if (stalls) {
      // A network that never answers: the wizard stops waiting after 15 s.
      let stalled = 0;
      await page.route('**/api/bookings', async (route) => {
        if (!isCreate(route.request().method(), route.request().url())) return route.fallback();
        stalled++;
        await new Promise((resolve) => setTimeout(resolve, (TIMEOUT_S + 3) * 1000));
        await route.abort().catch(() => undefined); // the browser may have dropped it already
      });
      const started = Date.now();
      await submit.click();
      await expect(trouble).toBeHidden();
      await expect(submit).toHaveText('Submitting...');
      // The limit's margin is the slow machine's: the time-out itself is AbortSignal.timeout(15 s).
      await expect(trouble).toBeVisible({ timeout: (TIMEOUT_S + 5) * 1000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_S * 1000 - 500);
      expect(stalled).toBe(1);
      await expect(submit).toBeEnabled();
      await expect(stepHeading(page)).toHaveText('Review');
      await wizardForm(page).getByRole('button', { name: 'Previous' }).click();
      await expect(wizardForm(page).getByLabel('Parent name')).toHaveValue('Jamie Parent');
      await expect(wizardForm(page).getByLabel('Space details')).toHaveValue('Back garden with a big lawn and a patio');
      await wizardForm(page).getByRole('button', { name: 'Next', exact: true }).click();
      await page.unroute('**/api/bookings');
    }

    // Back online: the same Submit books, once.
    const created = page.waitForResponse((r) => isCreate(r.request().method(), r.url()));
    await submit.click();
    expect((await created).status()).toBe(201);
    await expect(page.getByRole('dialog', { name: 'Complete Your Booking' })).toBeVisible();
  });
}
