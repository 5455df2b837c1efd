import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './axe.helpers';

// An admin uploads a photo; the gallery shows it, as WebP, in the place of its category's artwork. The photo goes under
// Shirts, not featured: the other suites, running beside this one, look at the action and awards artwork and at the
// home page's featured teaser, which this upload leaves as they are.

const ADMIN = { username: 'admin', password: 'admin-password-change-me' };
const FIRST_LOAD = { timeout: 30_000 };

async function signInAsAdmin(page: Page) {
  expect((await page.request.post('/api/login', { data: ADMIN })).status()).toBe(200);
}

/** A photo-sized JPEG of a colour gradient. */
async function jpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) [pixels[i], pixels[i + 1], pixels[i + 2]] = [(i / 3) % 256, 90, 200];
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

test('an uploaded photo appears in the gallery as WebP, at 1280 and 375 px; the forms and pages are axe clean', async ({
  page,
}) => {
  const alt = `Kids in matching team shirts ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  await page.goto('/admin/photos');
  const form = page.getByRole('form', { name: 'Add a gallery photo' });
  await expect(form).toBeVisible(FIRST_LOAD);

  // Nothing chosen: the form says what is missing, without asking the server.
  await form.getByRole('button', { name: 'Upload photo' }).click();
  await expect(form.getByText('Choose a photo to upload.')).toBeVisible();
  await expect(form.getByText(/alt text is required/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Not an image (named .jpg): the server's refusal shows at the file.
  await form
    .getByLabel(/^Photo/)
    .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('hi') });
  await form.getByLabel(/^Alt text/).fill(alt);
  await form.getByRole('button', { name: 'Upload photo' }).click();
  await expect(form.getByText('This file is not an image we can read.')).toBeVisible();

  await form
    .getByLabel(/^Photo/)
    .setInputFiles({ name: 'shirts.jpg', mimeType: 'image/jpeg', buffer: await jpeg(2000, 1500) });
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Shirts' }).click();
  await form.getByRole('button', { name: 'Upload photo' }).click();
  const card = page
    .locator('.rt-Card')
    .filter({ hasText: alt })
    .filter({ has: page.getByRole('button', { name: 'Delete photo' }) });
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  try {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const webp = page.waitForResponse((r) => r.url().includes('/media/') && r.ok());
      // The pre-rendered gallery (the build's artwork) asks the API again once hydrated, and the photo appears.
      await page.goto('/gallery');
      const tile = page.getByRole('button', { name: `Open ${alt}` });
      await expect(tile).toBeVisible();
      expect((await webp).headers()['content-type']).toBe('image/webp');
      const image = tile.getByRole('img', { name: alt });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/[\w-]+\.webp$/);
      // The photo takes the place of the Shirts artwork; the other categories keep theirs.
      await page.getByRole('button', { name: 'Shirts', exact: true }).click();
      await expect(page.locator('.gallery-grid button')).toHaveCount(1);
      await page.getByRole('button', { name: 'All', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Open Relay Race Finish Line' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/photos');
    await card.getByRole('button', { name: 'Delete photo' }).click(FIRST_LOAD);
    await expect(card).toHaveCount(0);
  }
});

test("a team member's portrait takes the place of their letter on the about page", async ({ page }) => {
  await signInAsAdmin(page);
  const alt = `Jamal on the field ${Date.now().toString(36)}`;
  const put = await page.request.put('/api/admin/portraits/jamal-carter', {
    multipart: { alt, file: { name: 'jamal.jpg', mimeType: 'image/jpeg', buffer: await jpeg(600, 600) } },
  });
  expect(put.status()).toBe(200);
  try {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const portrait = page.locator('#team').getByRole('img', { name: alt });
      await expect(portrait).toBeVisible();
      await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
      await expectNoSeriousA11yViolations(page);
    }
  } finally {
    expect((await page.request.delete('/api/admin/portraits/jamal-carter')).status()).toBe(204);
  }
});
