import { expect, test, type Page } from '@playwright/test';
import { freeSlot, takeEveryTeam, type Slot } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { gameCard, nextButton, pickDay, releaseReservation, stepHeading, wizardForm } from './booking-wizard.helpers';

// "Is my date free?" first: on / and /packages a parent checks a day and a time before anything else, and the wizard's
// step 2 opens with them chosen; from step 1 the running price says whether that time is still free.
const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off'];
/** Days after today this journey books on (availability.helpers.ts), one per width and journey. */
const DAYS = { 375: { home: 72, packages: 74, taken: 76 }, 1280: { home: 73, packages: 75, taken: 77 } } as const;

const dateCheck = (page: Page) => page.getByRole('region', { name: 'Is my date free?' });

/**
 * Opens the date check, picks the slot's day and its time: the page moves on to /booking. `scan`: axe on the check with
 * its times open, wanted once per page and width (a second journey from the same page meets the same check).
 */
async function checkDate(page: Page, slot: Slot, scan = true) {
  await dateCheck(page).getByRole('button', { name: 'Check a date' }).click();
  await pickDay(page, slot.date);
  const times = dateCheck(page).getByRole('group', { name: /^Free start times on / });
  await expect(times.getByRole('button').first()).toBeVisible();
  if (scan) await expectNoSeriousA11yViolations(page);
  await times.getByRole('button', { name: slot.label, exact: true }).click();
  await expect(page).toHaveURL(/\/booking(\?package=\d+)?$/);
  await expect(stepHeading(page)).toHaveText('Games');
}

/** The running price: its date line shows on a phone's bar too, its details closed. */
const runningPrice = (page: Page) => page.getByRole('complementary', { name: 'Your price' });

async function expectStep2With(page: Page, slot: Slot) {
  for (const g of GAMES) await gameCard(page, g).click();
  await nextButton(page).click();
  await expect(stepHeading(page)).toHaveText('Details');
  await expect(wizardForm(page).getByRole('combobox', { name: 'Event time' })).toHaveText(slot.label);
  await expect(page.locator(`[data-day="${slot.date}"] button`)).toHaveAccessibleName(/, selected$/);
}

for (const width of [375, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a day and time checked on the home page are chosen at step 2', async ({ page, request }) => {
      const slot = await freeSlot(request, GAMES.length, DAYS[width].home);
      await page.goto('/');
      await checkDate(page, slot);
      await expect(runningPrice(page).getByText('Still free')).toBeVisible();
      await expectStep2With(page, slot);
      await expectNoSeriousA11yViolations(page);
    });

    test('a day and time checked for a package on /packages are chosen at step 2, the package kept', async ({
      page,
      request,
    }) => {
      const slot = await freeSlot(request, GAMES.length, DAYS[width].packages);
      await page.goto('/packages');
      await checkDate(page, slot);
      await expect(page).toHaveURL(/\/booking\?package=1$/);
      await expect(wizardForm(page).getByText(/: choose 3 games/)).toBeVisible();
      await expectStep2With(page, slot);
    });

    test('the running price says when another family took the time checked', async ({ page, request }) => {
      const slot = await freeSlot(request, GAMES.length, DAYS[width].taken);
      await page.goto('/');
      // The home page's check was scanned by the first journey at this width.
      await checkDate(page, slot, false);
      await expect(runningPrice(page).getByText('Still free')).toBeVisible();
      // The time checked is held for this browser (for the smallest package) before any game is picked: the hold
      // ends as if it had lapsed, and other families take every team.
      await expect(wizardForm(page).getByText(/^Your date: .+ \(held\)$/)).toBeVisible();
      await releaseReservation(page);
      await takeEveryTeam(request, slot, GAMES.length);
      await page.reload();
      await expect(stepHeading(page)).toHaveText('Games');
      await expect(runningPrice(page).getByText('No longer free: choose another time at step 2')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
