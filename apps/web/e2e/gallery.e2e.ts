import { expect, test } from '@playwright/test';

test('gallery: the category filter narrows the grid', async ({ page }) => {
  await page.goto('/gallery');
  const tiles = page.locator('.gallery-grid button');
  await expect(tiles.first()).toBeVisible();
  const total = await tiles.count();
  expect(total).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Awards', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Awards', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Open Champions on the Podium' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Relay Race Finish Line' })).toHaveCount(0);
  expect(await tiles.count()).toBeLessThan(total);

  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(tiles).toHaveCount(total);
});

test('gallery: an image opens full size with its badges; Escape and the close button close it', async ({ page }) => {
  await page.goto('/gallery');
  // A featured image shows both badges.
  await page.getByRole('button', { name: 'Open Relay Race Finish Line' }).click();
  const dialog = page.getByRole('dialog', { name: 'Relay Race Finish Line' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Action', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Featured', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Relay Race Finish Line' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back to the tile that opened it.
  await expect(page.getByRole('button', { name: 'Open Relay Race Finish Line' })).toBeFocused();

  // A non-featured image has the category badge only; the close button closes it.
  await page.getByRole('button', { name: 'Open Sack Race Sprint' }).click();
  const second = page.getByRole('dialog', { name: 'Sack Race Sprint' });
  await expect(second.getByText('Action', { exact: true })).toBeVisible();
  await expect(second.getByText('Featured', { exact: true })).toHaveCount(0);
  await second.getByRole('button', { name: 'Close' }).click();
  await expect(second).toBeHidden();
});

test('gallery: keyboard users can open an image with Enter', async ({ page }) => {
  await page.goto('/gallery');
  const tile = page.getByRole('button', { name: 'Open Gold Medal Moment' });
  // Pre-rendered: the tile takes input once the page has hydrated (focus() does not wait for that, a click would).
  await expect(tile).toBeEnabled();
  await tile.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Gold Medal Moment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Awards', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
