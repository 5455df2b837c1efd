import { expect, test } from '@playwright/test';
import { FIRST_LOAD, longDay, signInAsAdmin } from './admin.helpers';
import { bookAsParent, freeSlot } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';

test('a cancelled booking stays in the Month view, struck and named Cancelled, not counted, at 1280 and 375 px', async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  // Day 115 is this journey's alone (availability.helpers.ts): the only booking there is the one cancelled here.
  const slot = await freeSlot(page.request, 3, 115);
  const created = await bookAsParent(page.request, slot, { childName: 'Quinn' });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const cancelled = await page.request.post(`/api/admin/bookings/${id}/cancel`, { data: { reason: 'Plans changed' } });
  expect(cancelled.status()).toBe(200);
  const shortId = id.slice(-8).toUpperCase();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/calendar?view=month&day=${slot.date}`);
  await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked(FIRST_LOAD);
  // A retry of this journey cancels another booking that day.
  const withCancelled = new RegExp(`^${longDay(slot.date)}: no bookings, \\d+ cancelled$`);
  const day = page.getByRole('button', { name: withCancelled });
  await expect(day).toBeVisible();
  const entry = page.locator('td[data-selected] li', { hasText: shortId });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Quinn');
  await expect(entry).toContainText('Cancelled');
  await expect(entry.locator('s')).toContainText(shortId);
  await expect(entry.getByRole('button')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // On a phone the day is listed for it.
  await page.setViewportSize({ width: 375, height: 800 });
  const listed = page.getByRole('region', { name: withCancelled });
  await expect(listed).toContainText(shortId);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);

  // "Show cancelled" off: the day is empty again.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('switch', { name: 'Show cancelled' }).click();
  await expect(page.getByRole('button', { name: `${longDay(slot.date)}: no bookings`, exact: true })).toBeVisible();
  await expect(page.locator('td[data-selected]')).not.toContainText(shortId);
});
