import { expect, test, type APIRequestContext } from '@playwright/test';
import { bookingBody } from '@app/booking-body';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { toastWith } from './booking-wizard.helpers';

const ADMIN = { username: 'admin', password: 'admin-password-change-me' };
/** The first sight of /admin loads its lazy chunk and several API reads: on a loaded 2-core machine that takes a while. */
const FIRST_LOAD = { timeout: 30_000 };

interface Allocation {
  bookingId: string;
  shortId: string;
  teamId: number;
}

/** A day far ahead that no other spec books (a random one of 200), and the calendar's view of it. */
async function emptyDay(request: APIRequestContext) {
  const { today } = (await (await request.get('/api/site')).json()) as { today: string };
  const day = new Date(Date.parse(today) + (123 + Math.floor(Math.random() * 200)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const calendar = await (await request.get('/api/admin/calendar', { params: { from: day, to: day } })).json();
  return { day, teams: calendar.teams as { id: number; name: string; active: boolean }[] };
}

test('an admin sees a new booking in the Calendar and moves it to the other team', async ({ page }) => {
  test.slow();
  expect((await page.request.post('/api/login', { data: ADMIN })).status()).toBe(200);
  const { day, teams } = await emptyDay(page.request);
  const games = ((await (await page.request.get('/api/games')).json()) as { id: number }[]).slice(0, 3);
  // A parent books 10:00 AM that day through the public API: creating the booking gives it a team's hold.
  const created = await page.request.post('/api/bookings', {
    data: bookingBody(
      { eventDate: day, eventTime: '10:00' },
      games.map((g) => g.id),
      { parentName: 'Pat Calendar', parentEmail: 'pat.calendar@example.com', childName: 'Robin', guestCount: 12 },
    ),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const read = async () =>
    (
      (await (await page.request.get('/api/admin/calendar', { params: { from: day, to: day } })).json())
        .allocations as Allocation[]
    ).find((a) => a.bookingId === id);
  const held = await read();
  const from = teams.find((t) => t.id === held?.teamId);
  const to = teams.find((t) => t.active && t.id !== held?.teamId);
  if (!held || !from || !to) throw new Error('the booking holds a team, and another active team exists');

  await page.goto(`/admin/calendar?view=day&day=${day}`);
  const block = page.getByRole('region', { name: from.name }).getByRole('button', { name: new RegExp(held.shortId) });
  await expect(block).toBeVisible(FIRST_LOAD);
  await expect(block).toContainText('10:00 AM');
  await expect(block).toContainText('Robin');
  await expect(block).toContainText('Pending');
  await expect(block).toContainText('hold until');

  // The booking opens its details, as the bookings table's do: the phone, the address, the payments.
  await block.click();
  const detail = page.getByRole('dialog', { name: `Booking #${held.shortId}` });
  await expect(detail).toContainText('(555) 123-4567');
  await expect(detail).toContainText('12 Oak Street');
  await expect(detail.getByRole('region', { name: 'Price' })).toContainText('Balance due');
  await expectNoSeriousA11yViolations(page);
  await detail.getByRole('button', { name: 'Move booking…' }).click();
  const dialog = page.getByRole('dialog', { name: `Move booking ${held.shortId} (Robin)` });
  await dialog.getByRole('combobox', { name: 'Team' }).selectOption({ label: to.name });
  await dialog.getByRole('button', { name: 'Move booking' }).click();
  await expect(toastWith(page, 'Booking moved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: to.name }).getByRole('button', { name: new RegExp(held.shortId) }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: from.name }).getByRole('button')).toHaveCount(0);
  expect((await read())?.teamId).toBe(to.id);
  await expectNoSeriousA11yViolations(page);

  // On a 375 px phone the week reads as a list per team, each day named, without the page scrolling sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('radio', { name: 'Week' }).click();
  const moved = page.getByRole('region', { name: to.name }).getByRole('button', { name: new RegExp(held.shortId) });
  await expect(moved).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
