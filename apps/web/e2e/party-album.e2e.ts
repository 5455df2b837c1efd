import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { openOnlyBooking, signInAsAdmin, unique } from './admin.helpers';
import { bookAsParent, freeSlot } from './availability.helpers';
import { expectAccessibleInBothSchemes } from './axe-checks.helpers';
import { expectDataLoaded } from './page-data.helpers';

// A booking, an admin's upload and a parent's download: more than the default on a slow machine.
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 375, height: 812 };

/** A phone's photo, as the admin's file picker hands it over. */
async function photoFile(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The entries' count in a zip's end of central directory record (its signature, then the count 10 bytes in). */
function zipEntries(zip: Buffer): number {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return end >= 0 ? zip.readUInt16LE(end + 10) : -1;
}

/**
 * The party's album (docs/product/albums.md): the admin uploads the party's photos from the booking's detail, and the
 * parent, on a phone, sees them on the booking's page, one full-screen (swiped, saved, shared), and downloads them all
 * as one zip.
 */
test('the parent views the party’s photos full-screen and downloads them as one zip on a phone', async ({
  browser,
}) => {
  const family = unique('Album');
  const parent = await browser.newContext({ viewport: PHONE });
  const admin = await browser.newContext();
  try {
    const parentPage = await parent.newPage();
    // A phone's share sheet taking files, standing in for the one headless Chromium has not: it records what it got.
    await parentPage.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push({
            keys: Object.keys(data),
            files: (data.files ?? []).map((f) => ({ name: f.name, type: f.type })),
          });
        },
      });
    });
    // Day 354 (availability.helpers.ts): the parent books it, so the browser's owner cookie opens the page.
    const booked = await bookAsParent(parentPage.request, await freeSlot(parentPage.request, 3, 354), {
      parentName: `Pat ${family}`,
      childName: 'Robin',
    });
    expect(booked.status()).toBe(201);
    const { id } = (await booked.json()) as { id: string };

    await test.step('the admin uploads two photos from the booking detail', async () => {
      const page = await admin.newPage();
      await signInAsAdmin(page);
      const detail = await openOnlyBooking(page, family);
      const photos = detail.getByRole('region', { name: 'Photos' });
      await photos
        .getByLabel(/^Choose the party’s photos/)
        .setInputFiles([
          await photoFile('IMG_1.jpg', { r: 220, g: 80, b: 40 }),
          await photoFile('IMG_2.jpg', { r: 40, g: 120, b: 200 }),
        ]);
      await photos.getByRole('button', { name: 'Upload 2 photos' }).click();
      await expect(photos.getByRole('status')).toContainText('2 photos added to the album.', { timeout: 30_000 });
    });

    await test.step('the parent sees the album as a list of photos', async () => {
      await parentPage.goto(`/bookings/${id}`);
      await expectDataLoaded(parentPage);
      const album = parentPage.getByRole('region', { name: 'The party’s photos' });
      await expect(album.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
      await expect(album.getByText(/^The album closes on /)).toBeVisible();
      await expectAccessibleInBothSchemes(parentPage);

      // A list of photos, each item holding the button that opens it.
      const items = album.getByRole('list', { name: 'Photos' }).getByRole('listitem');
      await expect(items).toHaveCount(2);
      await items.first().getByRole('button', { name: 'Open photo 1 of 2' }).click();
    });

    await test.step('the photo fills the phone; a swipe turns it; one photo saves or shares', async () => {
      const viewer = parentPage.getByRole('dialog');
      await expect(viewer).toHaveAccessibleName('Photo 1 of 2');
      await expect(viewer.getByRole('img', { name: 'Photo 1 of 2' })).toBeVisible();
      // Polled: the dialog grows into place as it opens.
      await expect
        .poll(async () => Object.values((await viewer.boundingBox())!).map(Math.round))
        .toEqual([0, 0, PHONE.width, PHONE.height]);
      await expectAccessibleInBothSchemes(parentPage);

      // A finger drawn from right to left brings the next photo, and back again.
      const swipe = async (fromX: number, toX: number) => {
        const photo = (await viewer.getByRole('img').boundingBox())!;
        const y = photo.y + photo.height / 2;
        await parentPage.mouse.move(fromX, y);
        await parentPage.mouse.down();
        await parentPage.mouse.move(toX, y, { steps: 5 });
        await parentPage.mouse.up();
      };
      await swipe(320, 60);
      await expect(viewer).toHaveAccessibleName('Photo 2 of 2');
      await expect(viewer.getByRole('img', { name: 'Photo 2 of 2' })).toBeVisible();
      await swipe(60, 320);
      await expect(viewer).toHaveAccessibleName('Photo 1 of 2');

      const [saved] = await Promise.all([
        parentPage.waitForEvent('download'),
        viewer.getByRole('link', { name: 'Save this photo' }).click(),
      ]);
      expect(saved.suggestedFilename()).toBe('photo-001.webp');
      const file = await readFile((await saved.path())!);
      expect((await sharp(file).metadata()).format).toBe('webp');

      // The phone's share sheet (stubbed before the page loaded) is handed the photo itself, not its address.
      await viewer.getByRole('button', { name: 'Share…' }).click();
      await expect
        .poll(() => parentPage.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
        .toEqual([{ keys: ['files'], files: [{ name: 'photo-001.webp', type: 'image/webp' }] }]);
      await viewer.getByRole('button', { name: 'Close the photo' }).click();
      await expect(viewer).toBeHidden();
    });

    await test.step('the parent downloads every photo as one zip', async () => {
      const album = parentPage.getByRole('region', { name: 'The party’s photos' });

      const [download] = await Promise.all([
        parentPage.waitForEvent('download'),
        album.getByRole('link', { name: 'Download all 2 photos (.zip)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^party-photos-\d{4}-\d{2}-\d{2}\.zip$/);
      const zip = await readFile((await download.path())!);
      expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
      expect(zipEntries(zip)).toBe(2);
    });
  } finally {
    await parent.close();
    await admin.close();
  }
});
