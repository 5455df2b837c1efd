import { expect, test, type Browser } from '@playwright/test';
import { bookAsParent, freeSlot, freeTimes } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import {
  gameCard,
  nextButton,
  pickDay,
  pickSlot,
  releaseReservation,
  stepHeading,
  wizardForm,
} from './booking-wizard.helpers';

// Reservations as two families meet them: a time chosen at step 2 is reserved for the browser that chose it. The
// lapse is not waited for: on the server the reservation ends as if it had lapsed, and the phone's own clock (faked,
// running) is moved past its expiry. That a lapsed reservation frees its time with no job to run is
// libs/business/availability/src/reservations.int-spec.ts's; the rules themselves (refresh, release, more games) are unit and
// integration tests beside the code.
const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off'];
const HELD =
  /Held for you until \d{1,2}:\d{2} [AP]M Central\. If you have not submitted by then, other families can book it again\./;
const LAPSED = 'Your hold on this time has ended.';

/** `fakeClock`: the page's clock is Playwright's, running as usual until the journey moves it on. */
async function parentAt(browser: Browser, width: number, fakeClock = false) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (fakeClock) await page.clock.install();
  await page.goto('/booking');
  for (const g of GAMES) await gameCard(page, g).click();
  await nextButton(page).click();
  await expect(stepHeading(page)).toHaveText('Details');
  return { context, page };
}

test('a time reserved in one browser cannot be taken from another until it lapses, then the other can', async ({
  browser,
  request,
}) => {
  test.slow();
  // Days 36-37 are this journey's (availability.helpers.ts).
  const slot = await freeSlot(request, GAMES.length, 36);
  const phone = await parentAt(browser, 375, true);
  const desktop = await parentAt(browser, 1280);
  try {
    // The parent on a phone chooses the time: it is theirs, until when in the business's time zone.
    await pickSlot(phone.page, slot);
    await expect(wizardForm(phone.page).getByRole('status').filter({ hasText: HELD })).toBeVisible();
    // Another family books the other team at that time: now nobody else can have it.
    for (let i = 0; i < 3 && (await freeTimes(request, slot.date, GAMES.length)).includes(slot.time); i++) {
      expect((await bookAsParent(request, slot)).status()).toBe(201);
    }

    // On a desktop, a third family does not get it offered.
    await pickDay(desktop.page, slot.date);
    const time = wizardForm(desktop.page).getByRole('combobox', { name: 'Event time' });
    await time.click();
    await expect(desktop.page.getByRole('option').first()).toBeVisible();
    await expect(desktop.page.getByRole('option', { name: slot.label, exact: true })).toHaveCount(0);
    await desktop.page.keyboard.press('Escape');

    // The phone's parent goes quiet and the reservation lapses: the time is free again, and the phone says its hold
    // ended.
    const untilLapse = await phone.page.evaluate(() => {
      const stored = sessionStorage.getItem('booking-wizard:reservation');
      return Date.parse((JSON.parse(stored ?? 'null') as { expiresAt: string }).expiresAt) - Date.now();
    });
    await releaseReservation(phone.page);
    await phone.page.clock.fastForward(Math.max(0, untilLapse) + 1_000);
    expect(await freeTimes(request, slot.date, GAMES.length)).toContain(slot.time);
    await expect(wizardForm(phone.page).getByRole('status').filter({ hasText: LAPSED })).toBeVisible();
    await desktop.page.reload();
    await expect(stepHeading(desktop.page)).toHaveText('Details');
    await pickSlot(desktop.page, slot);
    await expect(wizardForm(desktop.page).getByRole('status').filter({ hasText: HELD })).toBeVisible();
    await expectNoSeriousA11yViolations(desktop.page);

    // The phone's parent comes back: their click asks for the time again, and they are told it is gone, with others.
    await stepHeading(phone.page).click();
    const notice = wizardForm(phone.page).getByRole('alert');
    await expect(notice).toContainText('That time was just taken. Please choose another time.');
    await expect(notice.getByRole('group', { name: 'Free times nearby' }).getByRole('button').first()).toBeVisible();
    await expect(wizardForm(phone.page).getByRole('combobox', { name: 'Event time' })).toHaveText(
      'Select a start time',
    );
  } finally {
    await phone.context.close();
    await desktop.context.close();
  }
});
