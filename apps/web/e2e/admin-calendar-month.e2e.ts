import { expect, test } from '@playwright/test';
import { FIRST_LOAD, longDay, signInAsAdmin } from './admin.helpers';
import { bookAsParent, businessDay, freeSlot } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';

test('the Calendar opens on the month, jumps to the next booking and opens its details, at 1280 and 375 px', async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  // Days 93-99 are this journey's alone (availability.helpers.ts): the next booking after day 93 is the one made here
  // on day 96 (a retry books that day again).
  const from = await businessDay(page.request, 93);
  const slot = await freeSlot(page.request, 3, 96);
  const created = await bookAsParent(page.request, slot, { childName: 'Robin' });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const calendar = await (
    await page.request.get('/api/admin/calendar', { params: { from: slot.date, to: slot.date } })
  ).json();
  const { shortId } = (calendar.allocations as { bookingId: string; shortId: string }[]).find(
    (a) => a.bookingId === id,
  )!;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/calendar?day=${from}`);
  const monthView = page.getByRole('radio', { name: 'Month' });
  await expect(monthView).toBeChecked(FIRST_LOAD);
  await expect(page.getByRole('button', { name: new RegExp(`^${longDay(from)}: `) })).toBeVisible();

  await page.getByRole('button', { name: 'Next booking' }).click();
  await expect(page).toHaveURL(new RegExp(`day=${slot.date}`));
  const day = page.getByRole('button', { name: new RegExp(`^${longDay(slot.date)}: \\d+ booking`) });
  await expect(day).toBeVisible();
  const cell = page.locator('td[data-selected]');
  const block = cell.getByRole('button', { name: new RegExp(shortId) });
  await expect(block).toContainText('Robin');
  await expect(block).toContainText('Pending');
  await expectNoSeriousA11yViolations(page);

  // A booking in the month opens the same details as the week and day views.
  await block.click();
  const dialog = page.getByRole('dialog', { name: `Booking #${shortId}` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // On a 375 px phone the month reads as a list of its days with bookings, without the page scrolling sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  const listed = page.getByRole('region', { name: new RegExp(`^${longDay(slot.date)}: `) });
  await expect(listed.getByRole('button', { name: new RegExp(shortId) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);

  // The day's name opens it by the hour (the day view), kept in the URL.
  await page.setViewportSize({ width: 1280, height: 900 });
  await day.click();
  await expect(page).toHaveURL(/[?&]view=day(&|$)/);
  expect(new URL(page.url()).searchParams.get('day')).toBe(slot.date);
  await expect(page.getByRole('button', { name: new RegExp(shortId) })).toBeVisible();
});
