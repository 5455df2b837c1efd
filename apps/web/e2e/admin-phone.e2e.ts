import { expect, test, type Locator, type Page } from '@playwright/test';
import { FIRST_LOAD, makeBookings, openSection, signInAsAdmin, unique } from './admin.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { expectAccessibleInBothSchemes } from './axe-checks.helpers';
import { businessDay } from './availability.helpers';
import { toastWith } from './booking-wizard.helpers';
import { expectDialogHoldsItsControls } from './layout.helpers';
import { expectDataLoaded } from './page-data.helpers';

// The owner checks bookings on the party day from a phone. Days 323-325 and 391-392 after today are this file's
// (availability.helpers.ts); it books one and records part of it paid in cash. Every admin page is walked at 375 px.
test.use({ viewport: { width: 375, height: 812 } });

/** "Dec 1": a day as the admin's payments name it. */
const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

/** The boxes in `root` (itself included) whose content is wider than they are, so a phone must scroll them sideways. */
const scrollsSideways = (root: Locator) =>
  root.evaluate((el) =>
    [el, ...el.querySelectorAll('*')]
      .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible')
      .map((e) => e.className || e.tagName),
  );

test('on a phone an admin reads bookings as cards and a booking as a full-screen sheet', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  const family = unique('Phone');
  const [booking] = await makeBookings(page.request, family, 1, 323, {
    parentEmail: `${family.toLowerCase()}@example.com`,
  });
  expect(booking.finalPrice).toBe('614.00');

  await page.goto(`/admin/bookings?q=${family}`);
  const cards = page.getByRole('list', { name: 'All bookings' });
  const card = cards.getByRole('listitem');
  await expect(card).toHaveCount(1, FIRST_LOAD);
  await expect(card.getByRole('heading', { name: `Pat ${family}` })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: /^View booking #/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Booking #/ });
  await expect(dialog.getByRole('region', { name: 'Payments' })).toBeVisible(FIRST_LOAD);
  // Polled: the dialog grows into place as it opens.
  await expect.poll(async () => Object.values((await dialog.boundingBox())!).map(Math.round)).toEqual([0, 0, 375, 812]);
  await expectDialogHoldsItsControls(page, dialog);
  await expectAccessibleInBothSchemes(page);

  await test.step('the sheet opens on what the owner acts on; ids and codes close it', async () => {
    const top = dialog.getByRole('region', { name: 'Booking' });
    await expect(top).toContainText('Pending');
    await expect(top).toContainText('Balance due$614.00');
    const onFirstScreen = [
      top.getByRole('link', { name: `Call Pat ${family}` }),
      dialog.getByRole('button', { name: 'Record a payment…' }),
      dialog.getByRole('button', { name: 'Confirm booking' }),
    ];
    for (const control of onFirstScreen) {
      const box = (await control.boundingBox())!;
      expect(box.y + box.height, `${await control.textContent()} on the first screen`).toBeLessThanOrEqual(812);
    }
    await expect(top.getByRole('link', { name: `Call Pat ${family}` })).toHaveAttribute('href', /^tel:/);
    // The id is not the sheet's first words: it waits at the bottom, after the history.
    const ids = dialog.getByRole('region', { name: 'Ids and codes' });
    await expect(ids).toContainText(booking.id);
    await expect(top).not.toContainText(booking.id);
    const topOf = async (region: Locator) => (await region.boundingBox())!.y;
    expect(await topOf(ids)).toBeGreaterThan(await topOf(dialog.getByRole('region', { name: 'History' })));
  });

  // Nothing paid yet: no "Paid at —" standing for money that has not come.
  await expect(dialog.getByRole('region', { name: 'Booking' })).not.toContainText('Paid at');
  await dialog.getByRole('button', { name: 'Record a payment…' }).click();
  const form = dialog.getByRole('form', { name: 'Record a payment' });
  // Cash, the door's usual payment, is chosen already; each way of paying is a row a thumb hits (44 px).
  await expect(form.getByRole('radio', { name: 'Cash' })).toBeChecked();
  for (const name of ['Cash', 'Bank transfer']) {
    const row = (await form.locator('label', { has: page.getByRole('radio', { name }) }).boundingBox())!;
    expect(row.height, `${name}'s row is 44 px tall`).toBeGreaterThanOrEqual(44);
    expect(row.width, `${name}'s row is 44 px wide`).toBeGreaterThanOrEqual(44);
  }
  // Offered the whole balance first.
  await expect(form.getByLabel('Amount in dollars (up to $614.00)')).toHaveValue('614.00');
  await form.getByLabel(/^Amount in dollars/).fill('100');
  await expectDialogHoldsItsControls(page, dialog);
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(toastWith(page, 'Payment recorded.')).toBeVisible();

  // The payment, with its reverse action, stacked inside the sheet rather than a table wider than the screen. Taken
  // by hand, it says how and on which day it came, not PayPal's "Captured".
  const payments = dialog.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('$100.00');
  await expect(payments).toContainText(`Received in cash on ${shortDay(await businessDay(page.request, 0))}`);
  await expect(payments).not.toContainText('Captured');
  await expect(dialog.getByRole('region', { name: 'Booking' })).not.toContainText('Paid at');
  // The balance drops by what was taken: the history says what is still due, and the next payment starts from it.
  await expect(dialog.getByRole('region', { name: 'History' })).toContainText(
    /Paid \$100\.00 in cash on .+, \$514\.00 still due/,
  );
  await dialog.getByRole('button', { name: 'Record a payment…' }).click();
  await expect(form.getByLabel('Amount in dollars (up to $514.00)')).toHaveValue('514.00');
  await expectDialogHoldsItsControls(page, dialog);
  await form.getByRole('button', { name: 'Close' }).click();
  expect(await scrollsSideways(dialog), 'a box in the sheet scrolls sideways').toEqual([]);
  await expectDialogHoldsItsControls(page, dialog);
  await expectAccessibleInBothSchemes(page);
});

test('on a phone each booking in the calendar is a 44 px target, by month and by week', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  // Day 391 (availability.helpers.ts): a booking of this test's own.
  const [booking] = await makeBookings(page.request, unique('Chip'), 1, 391);
  const { eventDate } = (await (await page.request.get(`/api/admin/bookings/${booking.id}`)).json()) as {
    eventDate: string;
  };
  const { allocations } = (await (
    await page.request.get('/api/admin/calendar', { params: { from: eventDate, to: eventDate } })
  ).json()) as { allocations: { bookingId: string; shortId: string }[] };
  const { shortId } = allocations.find((a) => a.bookingId === booking.id)!;

  for (const view of ['month', 'week', 'day']) {
    await test.step(`the ${view} view`, async () => {
      await page.goto(`/admin/calendar?view=${view}&day=${eventDate}`);
      const chip = page.getByRole('button', { name: new RegExp(shortId) });
      await expect(chip).toBeVisible(FIRST_LOAD);
      const box = (await chip.boundingBox())!;
      expect(box.height, 'the booking is 44 px tall').toBeGreaterThanOrEqual(44);
      expect(box.width, 'the booking is 44 px wide').toBeGreaterThanOrEqual(44);
      await expectDataLoaded(page);
      await noSidewaysScroll(page);
      await expectAccessibleInBothSchemes(page);
    });
  }
});

/** Each admin page, its link in the section bar and what shows on it once its data is in. */
const PAGES = [
  ['Dashboard', '/admin', 'heading', 'Figures for a period'],
  ['Bookings', '/admin/bookings', 'heading', 'All bookings'],
  ['Calendar', '/admin/calendar', 'heading', /^Calendar: /],
  ['Hosts', '/admin/hosts', 'heading', 'Hosts'],
  ['Shirts', '/admin/shirts', 'heading', 'Shirt order'],
  ['Promo codes', '/admin/promo-codes', 'heading', 'Promo codes'],
  ['Custom games', '/admin/custom-games', 'heading', 'Custom game ideas'],
  [/^Messages/, '/admin/messages', 'heading', 'Contact messages'],
  ['Reviews', '/admin/reviews', 'heading', 'Parents’ reviews'],
  ['Photos', '/admin/photos', 'heading', 'Gallery photos'],
  ['Settings', '/admin/settings', 'button', 'Save settings'],
] as const;

test('on a phone a section opens at its own address, and the sections menu reaches every other one', async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible(FIRST_LOAD);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible(FIRST_LOAD);
  await expect(page).toHaveTitle(/^Settings · Admin — /);
  const bar = page.getByRole('navigation', { name: 'Admin sections' });
  // One button naming the page shown, not eleven pills over the page's first screen.
  const menu = bar.getByRole('button', { name: /^Sections: / });
  await expect(menu).toHaveAccessibleName('Sections: Settings');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(bar.getByRole('link')).toHaveCount(0);
  expect((await menu.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await menu.click();
  const current = bar.locator('[aria-current="page"]');
  await expect(current).toHaveText('Settings');
  // Every section a 44 px row within the screen.
  const links = await bar.getByRole('link').all();
  expect(links).toHaveLength(PAGES.length);
  for (const link of links) {
    const box = (await link.boundingBox())!;
    const name = await link.textContent();
    expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(375);
    expect(box.height, `${name} is 44 px tall`).toBeGreaterThanOrEqual(44);
  }
  await noSidewaysScroll(page);
  await expectAccessibleInBothSchemes(page);

  for (const [label, path, role, name] of PAGES) {
    await openSection(page, label);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // The menu closes on the section it opened, and names it.
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveAccessibleName(new RegExp(`^Sections: ${typeof label === 'string' ? label : 'Messages'}`));
    await expect(page.getByRole(role, { name })).toBeVisible(FIRST_LOAD);
  }
  // Back goes to the section before, as with any page.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/photos$/);
  await expect(menu).toHaveAccessibleName('Sections: Photos');
});

test('on a phone the dashboard opens on the parties, each opening its booking', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  // Day 392 (availability.helpers.ts): this test's booking. The week's real parties are other journeys' days, so the
  // stats' answer is given this booking as today's party; everything else in it is the api's.
  const family = unique('Dash');
  const [booking] = await makeBookings(page.request, family, 1, 392);
  const today = await businessDay(page.request, 0);
  await page.route(/\/api\/admin\/stats\?/, async (route) => {
    const response = await route.fetch();
    const stats = (await response.json()) as { upcoming: { events: { eventDate: string }[] } };
    stats.upcoming.events = [
      {
        id: booking.id,
        eventDate: today,
        eventTime: '10:00',
        childName: 'Kid0',
        parentName: `Pat ${family}`,
        guestCount: 16,
        eventType: 'birthday',
        status: 'pending',
      },
      ...stats.upcoming.events.filter((e) => e.eventDate !== today),
    ] as { eventDate: string }[];
    await route.fulfill({ response, json: stats });
  });

  await page.goto('/admin');
  const party = page.getByRole('list', { name: "Today's parties" }).getByRole('link', { name: /Kid0/ });
  await expect(party).toBeVisible(FIRST_LOAD);
  await expectDataLoaded(page);
  await expect(party).toContainText(`Kid0 (Pat ${family}) · Birthday Party · 16 children`);
  expect((await party.boundingBox())!.height, 'a party is a 44 px row').toBeGreaterThanOrEqual(44);
  // The parties are the first screen: the figures, the backups and the queue dashboard come after.
  const bottomOf = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return box.y + box.height;
  };
  expect(await bottomOf(page.getByRole('heading', { name: "This week's events" }))).toBeLessThanOrEqual(812);
  const backups = page.getByLabel('Backups', { exact: true });
  await expect(backups).toBeVisible();
  expect((await backups.boundingBox())!.y).toBeGreaterThan((await party.boundingBox())!.y);
  expect((await page.getByRole('heading', { name: 'Figures for a period' }).boundingBox())!.y).toBeGreaterThan(
    (await party.boundingBox())!.y,
  );
  expect((await page.getByRole('link', { name: 'Queue dashboard' }).boundingBox())!.y).toBeGreaterThan(812);
  await noSidewaysScroll(page);
  await expectAccessibleInBothSchemes(page);

  await party.click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings\\?(.+&)?booking=${booking.id}`));
  await expect(page.getByRole('dialog', { name: /^Booking #/ })).toContainText(`Pat ${family}`, FIRST_LOAD);
});

/** Each admin page at its own address, and the Calendar's wider views. */
const SCREENS = [
  ...PAGES.map(([, path, role, name]) => [path, path, role, name] as const),
  ['calendar by week', '/admin/calendar?view=week', 'heading', /^Calendar: /],
  ['calendar by month', '/admin/calendar?view=month', 'heading', /^Calendar: /],
] as const;

// One signed-in page walks its half of the screens, each loaded at its own address as a bookmark would: a fresh
// browser and sign-in per screen cost more than the checks themselves. Two halves keep both workers busy.
const HALF = Math.ceil(SCREENS.length / 2);
for (const screens of [SCREENS.slice(0, HALF), SCREENS.slice(HALF)]) {
  test(`on a phone the admin's ${screens.map(([screen]) => screen).join(', ')} do not scroll sideways`, async ({
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    for (const [screen, url, role, name] of screens) {
      await test.step(screen, async () => {
        await page.goto(url);
        await expect(page.getByRole('main').getByRole(role, { name })).toBeVisible(FIRST_LOAD);
        await expectDataLoaded(page, FIRST_LOAD);
        await noSidewaysScroll(page);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
