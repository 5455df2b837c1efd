import { expect, type Page } from '@playwright/test';
import { retryStart, type Slot } from './availability.helpers';
import { PARENT, stepHeading, wizardForm } from './booking-wizard.helpers';

/**
 * Opens the wizard on step 4 (Review) with the answers fillToReview types, written instead as the wizard's own draft
 * (sessionStorage, apps/web/src/features/booking-wizard/state): for journeys whose subject is Submit and what follows
 * it. Typing steps 1-3 is the subject of the journeys that call fillToReview; here it would only cost time.
 * `at`: the start chosen, or the journey's own day (days after today, availability.helpers.ts) whose first free start
 * it takes (a later one on a retry: `retryStart`); returns that start. `parent`: step 3's parent (a family of its own,
 * say).
 */
export const openAtReview = (page: Page, games: string[], at: number | Slot, parent = PARENT) =>
  openWithDraft(page, 4, games, at, parent);

/** The same answers, the wizard opened on step 3 (Location): for journeys whose subject is that step. */
export const openAtLocation = (page: Page, games: string[], at: number | Slot) =>
  openWithDraft(page, 3, games, at, PARENT);

/**
 * The draft is written once per tab, before the app's first script, so a later reload or page reads what the wizard
 * made of it.
 */
async function openWithDraft(page: Page, step: 3 | 4, games: string[], at: number | Slot, parent: typeof PARENT) {
  const slot = typeof at === 'number' ? await retryStart(page.request, games.length, at) : at;
  const catalogue = (await (await page.request.get('/api/games')).json()) as { id: number; name: string }[];
  const ids = games.map((name) => {
    const game = catalogue.find((g) => g.name === name);
    if (!game) throw new Error(`No game named ${name} in the catalogue`);
    return game.id;
  });
  const draft = {
    step,
    games: ids,
    intensity: 'medium',
    event: { eventDate: slot.date, eventTime: slot.time, guestCount: 10, eventType: 'birthday' },
    contact: {
      parentName: parent.name,
      parentEmail: parent.email,
      parentPhone: parent.phone,
      childName: 'Sam',
      childAge: 8,
    },
    venue: {
      eventTheme: '',
      location: {
        address: '12 Oak Street',
        city: 'Springfield',
        state: 'TX',
        zipCode: '73301',
        spaceDetails: 'Back garden with a big lawn and a patio',
      },
      addOns: { photography: false, videography: false, customShirts: false, customAwards: false },
      specialRequests: '',
    },
  };
  await page.addInitScript((parts) => {
    if (sessionStorage.getItem('e2e:draft-written')) return;
    for (const [key, value] of Object.entries(parts)) {
      sessionStorage.setItem(`booking-wizard:${key}`, JSON.stringify(value));
    }
    sessionStorage.setItem('e2e:draft-written', '1');
  }, draft);
  await page.goto('/booking');
  await expect(stepHeading(page)).toHaveText(step === 4 ? 'Review' : 'Location');
  // As after step 2, the wizard holds the time (its reservation, kept with the draft) before the journey goes on.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('booking-wizard:reservation'))).not.toBeNull();
  // The review draws the hold's line above Submit once the hold is known, a frame or more after it is kept: a click
  // aimed at Submit just before could land where Submit was (twice in full runs: no dialog, Submit still enabled).
  if (step === 4) {
    await expect(
      wizardForm(page)
        .getByRole('status')
        .filter({ hasText: /^Held for you until / }),
    ).toBeVisible();
  }
  return slot;
}
