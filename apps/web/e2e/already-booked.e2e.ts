import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { bookAsParent, freeSlot, type Slot } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { PARENT, stepHeading, toastWith, wizardForm } from './booking-wizard.helpers';
import { openAtReview } from './wizard-draft.helpers';

// The same e-mail booking the same date and time again (a parent who gave up on a slow Submit and books again) is shown
// the booking it has, not a second one: the whole booking to its own browser, a neutral word to any other. Each width
// books on days of its own (86-88 and 89-92, see availability.helpers.ts).
const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off'];
// The texts as the parent meets them (libs/shared/contracts: BOOKING_MESSAGES.alreadyBookedShown, alreadyBookedElsewhere).
const SHOWN = 'You already booked this party: here it is to check and pay.';
const ELSEWHERE = 'This e-mail already has a booking for this date and time.';
const isCreate = (method: string, url: string) => method === 'POST' && new URL(url).pathname === '/api/bookings';

/**
 * The wizard at its review for `slot` as `parent` (the answers as its draft: typing them is other journeys'), then
 * Submit: the answer to POST /api/bookings.
 */
async function bookThrough(page: Page, slot: Slot, parent: typeof PARENT) {
  await openAtReview(page, GAMES, slot, parent);
  const answer = page.waitForResponse((r) => isCreate(r.request().method(), r.url()));
  await wizardForm(page).getByRole('button', { name: 'Submit Booking' }).click();
  return answer;
}

for (const [width, height, day] of [
  [375, 812, 86],
  [1280, 800, 89],
] as const) {
  test(`at ${width} px: booking the same e-mail, date and time again reopens the booking in the same browser; another browser gets a neutral answer`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two wizards' Submits on a slow, shared machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height });
    const parent = { ...PARENT, email: `jamie.${randomUUID()}@example.com` };
    const slot = await freeSlot(page.request, GAMES.length, day);

    // The first booking through the API on this browser's cookie jar, as its wizard's Submit makes it: the browser
    // then holds the owner cookie. The wizard's own first Submit is booking-submit.e2e.ts's.
    const created = await bookAsParent(page.request, slot, { parentName: parent.name, parentEmail: parent.email });
    expect(created.status()).toBe(201);
    const first = (await created.json()) as { id: string };
    const shortId = first.id.slice(-8).toUpperCase();

    // A page of the same browser (its owner cookie): the booking it already has, ready to pay.
    const refused = await bookThrough(page, slot, parent);
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('ALREADY_BOOKED');
    const dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
    await expect(dialog).toContainText(`Event #${shortId} is saved`);
    await expect(dialog.getByText(/^We hold .* for you until .* (Central|Eastern|Mountain|Pacific)/)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Pay 50% deposit' })).toBeChecked();
    await expect(toastWith(page, SHOWN)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Another browser typing the same e-mail, date and time: told a booking exists, shown nothing of it.
    const stranger = await browser.newContext({ baseURL, viewport: { width, height } });
    try {
      const elsewhere = await stranger.newPage();
      expect((await bookThrough(elsewhere, slot, parent)).status()).toBe(409);
      const alert = wizardForm(elsewhere).getByRole('alert').filter({ hasText: ELSEWHERE });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('link')).toHaveCount(0);
      await expect(elsewhere.getByRole('dialog')).toHaveCount(0);
      await expect(stepHeading(elsewhere)).toHaveText('Review');
      await expectNoSeriousA11yViolations(elsewhere);
    } finally {
      await stranger.close();
    }
  });
}
