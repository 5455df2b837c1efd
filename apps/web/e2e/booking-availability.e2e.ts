import { expect, test } from '@playwright/test';
import { bookAsParent, businessDay, freeSlot, freeTimes, takeEveryTeam } from './availability.helpers';
import {
  releaseReservation,
  gameCard,
  nextButton,
  pickDay,
  showDay,
  stepHeading,
  wizardForm,
} from './booking-wizard.helpers';
import { openAtReview } from './wizard-draft.helpers';

// Availability as a parent meets it: two teams, so two bookings take a start time. Which days and times step 2 offers,
// and what a refused submit does, are unit tests beside the wizard's code; these walk it against the real server.
const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off'];

test('a day other parents booked out is disabled, and a start both teams are taken at is not offered', async ({
  page,
}) => {
  test.slow();
  // Parents book the day out, each at the first start still free, until none is left.
  const full = await businessDay(page.request, 100);
  for (let i = 0; i < 12; i++) {
    const [time] = await freeTimes(page.request, full, GAMES.length);
    if (!time) break;
    expect((await bookAsParent(page.request, { date: full, time })).status()).toBe(201);
  }
  expect(await freeTimes(page.request, full, GAMES.length)).toEqual([]);
  // And families take both teams at another day's first free start.
  const taken = await freeSlot(page.request, GAMES.length, 101);
  await takeEveryTeam(page.request, taken, GAMES.length);

  await page.goto('/booking');
  for (const g of GAMES) await gameCard(page, g).click();
  await nextButton(page).click();
  await expect(await showDay(page, full)).toBeDisabled();
  await pickDay(page, taken.date);
  await wizardForm(page).getByRole('combobox', { name: 'Event time' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('option', { name: taken.label, exact: true })).toHaveCount(0);
});

test('a time taken between step 2 and submit brings the parent back to step 2 with the nearest free times, one of which books', async ({
  page,
}) => {
  test.slow();
  const slot = await openAtReview(page, GAMES, 102);
  // The parent's reservation of step 2 ends as if it had lapsed, and other families take both teams.
  await releaseReservation(page);
  await takeEveryTeam(page.request, slot, GAMES.length);

  const submit = wizardForm(page).getByRole('button', { name: 'Submit Booking' });
  await submit.click();
  await expect(stepHeading(page)).toHaveText('Details');
  const notice = wizardForm(page).getByRole('alert').filter({ hasText: 'That time was just taken.' });
  await expect(notice).toContainText('That time was just taken. Please choose another time.');
  await notice.getByRole('group', { name: 'Free times nearby' }).getByRole('button').first().click();
  await nextButton(page).click();
  await expect(wizardForm(page).getByLabel('Parent name')).toHaveValue('Jamie Parent');
  await nextButton(page).click();
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/bookings'));
  await submit.click();
  expect((await created).status()).toBe(201);
  const dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
  await expect(dialog).toContainText(
    /We hold .+ for you until \d{1,2}:\d{2} [AP]M Central\. Pay before then to keep it/,
  );
});
