import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { FIRST_LOAD, longDay, signInAsAdmin, unique } from './admin.helpers';
import { bookAsParent, businessDay, freeTimes, timeLabel } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';

// The office's waiting list (docs/product/waitlist.md#the-office): the Calendar's counts, a day's list with an offer
// made by the office and a family removed, a cancelled booking's offers in its detail, and the period's figures.
const GAMES = 3;
/** Days after today (availability.helpers.ts): 410-414 are this journey's; a retry fills a day of its own. */
const firstDay = () => 410 + 2 * test.info().retry;

interface Figures {
  joined: number;
  offered: number;
  booked: number;
  expired: number;
}

/** Parents book the day out at the first start still free, until none is left; the bookings by start time. */
async function fillDay(request: APIRequestContext, day: string) {
  const booked: { id: string; time: string }[] = [];
  for (let i = 0; i < 40; i++) {
    const [time] = await freeTimes(request, day, GAMES);
    if (!time) break;
    const res = await bookAsParent(request, { date: day, time });
    expect(res.status()).toBe(201);
    booked.push({ id: ((await res.json()) as { id: string }).id, time });
  }
  expect(await freeTimes(request, day, GAMES)).toEqual([]);
  return booked.sort((a, b) => a.time.localeCompare(b.time));
}

const cancel = async (request: APIRequestContext, id: string) =>
  expect((await request.post(`/api/admin/bookings/${id}/cancel`, { data: { reason: 'Plans changed' } })).status()).toBe(
    200,
  );

const figuresOf = async (request: APIRequestContext, today: string): Promise<Figures> =>
  (await request.get('/api/admin/waitlist/figures', { params: { from: today, to: today } })).json();

const waitingOn = async (request: APIRequestContext, day: string) =>
  (await (await request.get('/api/admin/waitlist', { params: { day } })).json()) as {
    email: string;
    offer: { status: string } | null;
  }[];

const waitingList = (page: Page, day: string) => page.getByRole('dialog', { name: `Waiting list: ${longDay(day)}` });
const family = (list: Locator, email: string) => list.getByRole('listitem', { name: new RegExp(`^\\d+\\. ${email}$`) });

/** The Calendar's month of `day`, its waiting list opened from the day's badge. */
async function openWaitingList(page: Page, day: string, waiting: number) {
  await page.goto(`/admin/calendar?day=${day}`);
  const badge = page.getByRole('button', { name: `${waiting} waiting: open the waiting list of ${longDay(day)}` });
  await expect(badge).toHaveText(`${waiting} waiting`, FIRST_LOAD);
  await badge.click();
  await expect(waitingList(page, day)).toBeVisible();
  return waitingList(page, day);
}

test('the office sees who waits, offers a time, removes a family, reads the offers and the figures', async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const { today } = (await (await page.request.get('/api/site')).json()) as { today: string };
  const before = await figuresOf(page.request, today);
  const day = await businessDay(page.request, firstDay());
  const bookings = await fillDay(page.request, day);
  const [morning, evening] = [bookings[0], bookings.at(-1)!];
  expect(morning.time < '12:00' && evening.time >= '17:00').toBe(true);

  // Two families wait: the first for an evening, the second for an afternoon.
  const [first, second] = [`${unique('first')}@example.com`, `${unique('second')}@example.com`];
  for (const [email, part] of [
    [first, 'evening'],
    [second, 'afternoon'],
  ]) {
    const joined = await page.request.post('/api/waitlist', { data: { email, games: GAMES, day, parts: [part] } });
    expect(joined.status()).toBe(201);
  }

  // The Calendar's day says "2 waiting"; its list has both families in the order they joined.
  await page.setViewportSize({ width: 1280, height: 800 });
  let list = await openWaitingList(page, day, 2);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').nth(0)).toHaveAccessibleName(`1. ${first}`);
  await expect(family(list, second)).toContainText('Afternoon');
  await expectNoSeriousA11yViolations(page);

  // A morning time frees that suits neither family; the office offers it to the second.
  await cancel(page.request, morning.id);
  await family(list, second)
    .getByRole('button', { name: `Offer a time: ${second}` })
    .click();
  const time = family(list, second).getByLabel('Start time');
  await time.selectOption({ label: `${timeLabel(morning.time)} · Morning (not asked for)` });
  await family(list, second).getByRole('button', { name: 'Offer this time' }).click();
  await expect(family(list, second)).toContainText(`${timeLabel(morning.time)}, held until`);
  await expect(family(list, second).getByRole('button', { name: /^Offer a time/ })).toHaveCount(0);

  // An evening booking is cancelled: its time is held for the first family by itself.
  await cancel(page.request, evening.id);
  await expect
    .poll(async () => (await waitingOn(page.request, day)).find((e) => e.email === first)?.offer?.status, {
      timeout: 30_000,
    })
    .toBe('open');
  await page.goto(`/admin/bookings?booking=${evening.id}`);
  const detail = page.getByRole('dialog', { name: /^Booking #/ });
  const offers = detail.getByRole('region', { name: 'Waiting list' });
  await expect(offers).toContainText(new RegExp(`^Waiting listOffered to ${first} at .+ — open until .+$`), FIRST_LOAD);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSeriousA11yViolations(page);

  // The office removes the first family: off the list, its offer withdrawn.
  list = await openWaitingList(page, day, 2);
  await expectNoSeriousA11yViolations(page);
  await family(list, first)
    .getByRole('button', { name: `Remove from the list: ${first}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this family from the waiting list?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(family(list, first)).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `1 waiting: open the waiting list of ${longDay(day)}` })).toBeVisible();
  await page.goto(`/admin/bookings?booking=${evening.id}`);
  await expect(offers).toContainText(`Offered to ${first}`, FIRST_LOAD);
  await expect(offers).toContainText('— withdrawn');

  // The figures count them: two families joined, two times offered (by the office, and by the cancellation).
  const after = await figuresOf(page.request, today);
  expect(after.joined).toBeGreaterThanOrEqual(before.joined + 2);
  expect(after.offered).toBeGreaterThanOrEqual(before.offered + 2);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto('/admin');
    const figures = page.getByRole('group', { name: /^Waiting list: / });
    await expect(figures).toHaveAttribute('aria-busy', 'false', FIRST_LOAD);
    const value = async (label: string) =>
      Number(
        (await figures
          .getByText(label, { exact: true })
          .locator('xpath=following-sibling::p[1]')
          .textContent())!.replace(/,/g, ''),
      );
    expect(await value('Families joined')).toBeGreaterThanOrEqual(after.joined);
    expect(await value('Times offered')).toBeGreaterThanOrEqual(after.offered);
    expect(await value('Booked from the list')).toBeGreaterThanOrEqual(after.booked);
    expect(await value('Offers expired')).toBeGreaterThanOrEqual(after.expired);
    await expectNoSeriousA11yViolations(page);
  }
});
