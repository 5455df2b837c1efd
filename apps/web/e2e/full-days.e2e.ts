import { expect, test, type Locator, type Page } from '@playwright/test';
import { bookAsParent, businessDay, freeSlot, freeTimes } from './availability.helpers';
import { axeOn, expectNoSeriousA11yViolations } from './axe.helpers';
import { gameCard, nextButton, pickDay, showDay, stepHeading, wizardForm } from './booking-wizard.helpers';

// The date check is the home page's first action, on a phone's first screen too; every calendar a parent meets (the
// date check, the wizard's step 2, moving a booking) disables a fully booked day and says so to a screen reader; a
// day's free times come by part of the day; step 1 names the time chosen on the home page, held.
const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off'];
/** Days after today (availability.helpers.ts): a free one the journey chooses, and the one it books out after it. */
const DAYS = { chosen: 116, full: 117 } as const;

const dateCheck = (page: Page) => page.getByRole('region', { name: 'Is my date free?' });
/** How far down the page it starts, whatever the page's scroll. */
const pageTop = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

async function expectDateCheckOnFirstScreen(page: Page, screenHeight: number) {
  await page.goto('/');
  const open = dateCheck(page).getByRole('button', { name: 'Check a date' });
  expect(await pageTop(open)).toBeLessThan(screenHeight);
  await open.click();
  const calendar = dateCheck(page).getByRole('grid');
  await expect(calendar).toBeVisible();
  expect(await pageTop(calendar)).toBeLessThan(screenHeight);
}

async function expectFullyBooked(page: Page, day: string) {
  const button = await showDay(page, day);
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleName(/fully booked/);
}

test.describe('at 375 x 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the date check is on the first screen; a fully booked day is disabled and named so in every calendar', async ({
    page,
  }) => {
    test.slow();
    // Parents book the day out, each at the first start still free, until none is left.
    const full = await businessDay(page.request, DAYS.full);
    for (let i = 0; i < 12; i++) {
      const [time] = await freeTimes(page.request, full, GAMES.length);
      if (!time) break;
      expect((await bookAsParent(page.request, { date: full, time })).status()).toBe(201);
    }
    expect(await freeTimes(page.request, full, GAMES.length)).toEqual([]);
    // This browser's own booking, the day before (its owner cookie opens its page), and the time it then chooses.
    const own = await bookAsParent(page.request, await freeSlot(page.request, GAMES.length, DAYS.chosen));
    expect(own.status()).toBe(201);
    const slot = await freeSlot(page.request, GAMES.length, DAYS.chosen);

    // The home page: the check and its calendar on the first screen, the full day disabled, the times by part of day.
    await expectDateCheckOnFirstScreen(page, 812);
    await pickDay(page, slot.date);
    const times = dateCheck(page).getByRole('group', { name: /^Free start times on / });
    await expect(times.getByRole('group', { name: 'Afternoon' }).getByRole('button').first()).toBeVisible();
    await expect(times.getByRole('group', { name: 'Evening' }).getByRole('button').first()).toBeVisible();
    // The calendar pages forward only: the full day comes after the chosen one.
    await expectFullyBooked(page, full);
    await expectNoSeriousA11yViolations(page);
    await times.getByRole('button', { name: slot.label, exact: true }).click();

    // Step 1 names the time chosen, held, instead of offering the date check again.
    await expect(stepHeading(page)).toHaveText('Games');
    await expect(wizardForm(page).getByText(/^Your date: .+ \(held\)$/)).toContainText(slot.label);
    await expect(wizardForm(page).getByRole('button', { name: 'Change date' })).toBeVisible();
    await expect(dateCheck(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Step 2's calendar.
    for (const g of GAMES) await gameCard(page, g).click();
    await nextButton(page).click();
    await expect(stepHeading(page)).toHaveText('Details');
    await expectFullyBooked(page, full);
    await wizardForm(page).getByRole('combobox', { name: 'Event time' }).click();
    await expect(page.getByRole('group', { name: 'Evening' }).getByRole('option').first()).toBeVisible();
    // The open list's labels are read (an open select hides the page behind it, so the page is checked closed).
    const list = await axeOn(page).include('.rt-SelectContent').withRules(['color-contrast']).analyze();
    expect(list.violations).toEqual([]);
    await page.keyboard.press('Escape');
    await expectNoSeriousA11yViolations(page);

    // Moving this browser's own booking: its calendar shows the day full too.
    await page.goto(`/bookings/${((await own.json()) as { id: string }).id}`);
    await page.getByRole('button', { name: 'Reschedule' }).click();
    await expect(page.getByRole('dialog', { name: 'Move your party' })).toBeVisible();
    await expectFullyBooked(page, full);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('at 1280 x 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the date check and its calendar are on the first screen, beside the hero art, the times clear of it', async ({
    page,
  }) => {
    await expectDateCheckOnFirstScreen(page, 800);
    await expect(page.locator('.hero-art img')).toBeInViewport();
    // Half the hero is too narrow for the calendar and the times side by side: the times come under it.
    await pickDay(page, (await freeSlot(page.request, GAMES.length, DAYS.chosen)).date);
    const times = dateCheck(page).getByRole('group', { name: /^Free start times on / });
    await expect(times.getByRole('button').first()).toBeVisible();
    const [calendar, list] = [(await dateCheck(page).getByRole('grid').boundingBox())!, (await times.boundingBox())!];
    expect(calendar.x + calendar.width <= list.x || calendar.y + calendar.height <= list.y).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});
