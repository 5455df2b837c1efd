import { expect, test, type Download, type Locator } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { FIRST_LOAD, openOnlyBooking, signInAsAdmin, unique } from './admin.helpers';
import { bookAsParent, businessDay, freeSlot } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { expectAccessibleInBothSchemes } from './axe-checks.helpers';
import { expectTextReadsInBothSchemes } from './contrast.helpers';
import { adminAndHost, expectThumbSized, joinTheBookingsTeam, PHONE, signInAsHost } from './host.helpers';
import { expectDataLoaded } from './page-data.helpers';

// A booking, a host's upload and deletion, the parent's and a family's downloads, the office's deletion.
test.describe.configure({ timeout: 240_000 });

/** A phone's photo, as the file picker hands it over: each a colour of its own, so each is a photo of its own. */
async function photoFile(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The entries' count in a downloaded zip's end of central directory record (its signature, then the count 10 in). */
async function zipEntries(download: Download): Promise<number> {
  const zip = await readFile((await download.path())!);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return end >= 0 ? zip.readUInt16LE(end + 10) : -1;
}

/** The photo ids a list's thumbnails show (every album path names its photo: `.../photos/<id>/thumb`). */
const photoIds = async (list: Locator) =>
  (await list.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''))).map(
    (src) => /photos\/([0-9a-f-]{36})\//.exec(src)?.[1],
  );

/**
 * Children's photos under their parents' control (docs/product/albums.md#uploading,
 * docs/product/albums.md#deleting-a-photo): on the host's phone the children without photo consent are named before
 * any file is chosen; the host uploads three photos and deletes one; the parent's album and its zip, and the families'
 * link, no longer have it; the office takes another down in two taps, and the history says who.
 */
test('the host is told who has no photo consent, and a deleted photo leaves the album everywhere', async ({
  browser,
}) => {
  const family = unique('Consent');
  const { admin, host, email, phone, close } = await adminAndHost(browser, 'Jordan Host');
  const parent = await browser.newContext({ viewport: PHONE });
  const families = await browser.newContext({ viewport: PHONE });
  const office = await browser.newContext({ viewport: PHONE });
  try {
    const parentPage = await parent.newPage();
    // Day 361 (availability.helpers.ts), booked by the parent's browser so its owner cookie opens the booking's page;
    // its deposit taken in cash by the office, which also writes the roster.
    const slot = await freeSlot(parentPage.request, 3, 361);
    const booked = await bookAsParent(parentPage.request, slot, {
      parentName: `Pat ${family}`,
      childName: 'Rosa Bell',
      guestCount: 10,
    });
    expect(booked.status()).toBe(201);
    const { id, finalPrice } = (await booked.json()) as { id: string; finalPrice: string };
    const deposit = await admin.post(`/api/admin/bookings/${id}/payments`, {
      data: { method: 'cash', amount: (Number(finalPrice) / 2).toFixed(2), receivedOn: await businessDay(admin, 0) },
    });
    expect(deposit.status()).toBe(201);
    const child = (firstName: string, photoConsent: boolean) => ({
      firstName,
      age: 8,
      shirtSize: 'YM',
      notes: null,
      photoConsent,
    });
    const roster = await admin.put(`/api/bookings/${id}/roster`, {
      data: {
        version: 0,
        children: [child('Ava', false), child('Maya', true), child('Oscar', false), child('Lily', false)],
      },
    });
    expect(roster.status()).toBe(200);
    await joinTheBookingsTeam(admin, host, id, slot.date);

    const page = await phone.newPage();
    let deleted: string | undefined;
    await test.step('the host sees who has no photo consent before choosing files, uploads three, deletes one', async () => {
      await signInAsHost(page, email);
      await page.goto(`/host/parties/${id}/photos`);
      await expect(page.getByRole('heading', { level: 1, name: 'Rosa Bell’s party photos' })).toBeVisible(FIRST_LOAD);
      await expectDataLoaded(page);
      // Named before any file is chosen.
      await expect(page.getByRole('note')).toContainText("Don't upload photos showing Ava, Oscar or Lily");
      await expect(page.getByRole('button', { name: 'Upload photos' })).toBeDisabled();
      await expectThumbSized(page);
      await expectTextReadsInBothSchemes(page, page.getByRole('note'));
      await expectAccessibleInBothSchemes(page);

      await page
        .getByLabel(/^Choose the party’s photos/)
        .setInputFiles([
          await photoFile('IMG_1.jpg', { r: 220, g: 80, b: 40 }),
          await photoFile('IMG_2.jpg', { r: 40, g: 120, b: 200 }),
          await photoFile('IMG_3.jpg', { r: 60, g: 180, b: 90 }),
        ]);
      await page.getByRole('button', { name: 'Upload 3 photos' }).click();
      await expect(page.getByRole('status').filter({ hasText: '3 photos added to the album.' })).toBeVisible({
        timeout: 30_000,
      });
      const added = page.getByRole('list', { name: 'Just added' });
      await expect(added.getByRole('img')).toHaveCount(3);
      // The thumbnails come by the host's own paths: each is drawn.
      await expect
        .poll(() =>
          added.getByRole('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);
      await expectThumbSized(page);
      await expectNoSeriousA11yViolations(page);

      deleted = (await photoIds(added))[1];
      await added.getByRole('button', { name: 'Delete photo 2 of 3' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete this photo?' });
      await confirm.getByRole('button', { name: 'Delete photo' }).click();
      await expect(added.getByRole('img')).toHaveCount(2);
      expect(await photoIds(added)).not.toContain(deleted);
    });

    let familyLink = '';
    await test.step('the parent’s album and its zip no longer have it', async () => {
      await parentPage.goto(`/bookings/${id}`);
      await expectDataLoaded(parentPage);
      const album = parentPage.getByRole('region', { name: 'The party’s photos' });
      const thumbs = album.getByRole('list', { name: 'Photos' });
      await expect(thumbs.getByRole('img')).toHaveCount(2);
      expect(await photoIds(thumbs)).not.toContain(deleted);
      const [download] = await Promise.all([
        parentPage.waitForEvent('download'),
        album.getByRole('link', { name: 'Download all 2 photos (.zip)' }).click(),
      ]);
      expect(await zipEntries(download)).toBe(2);

      await album.getByRole('button', { name: 'Create an album link' }).click();
      familyLink = await album.getByLabel('Album link').inputValue();
      expect(familyLink).toMatch(/\/albums\//);
    });

    await test.step('the families’ link no longer has it', async () => {
      const familyPage = await families.newPage();
      await familyPage.goto(new URL(familyLink).pathname);
      const thumbs = familyPage.getByRole('list', { name: 'Photos' });
      await expect(thumbs.getByRole('img')).toHaveCount(2, FIRST_LOAD);
      expect(await photoIds(thumbs)).not.toContain(deleted);
      const [download] = await Promise.all([
        familyPage.waitForEvent('download'),
        familyPage.getByRole('link', { name: 'Download all photos (.zip)' }).click(),
      ]);
      expect(await zipEntries(download)).toBe(2);
    });

    await test.step('the office takes another down in two taps, and the history says who deleted what', async () => {
      const officePage = await office.newPage();
      await signInAsAdmin(officePage);
      const detail = await openOnlyBooking(officePage, family);
      const photos = detail.getByRole('region', { name: 'Photos' });
      await expect(photos.getByRole('note')).toContainText("Don't upload photos showing Ava, Oscar or Lily");
      // The office's reminder on a phone reads as the host's does, in both schemes.
      await expectTextReadsInBothSchemes(officePage, photos.getByRole('note'));
      await expectAccessibleInBothSchemes(officePage);
      const inAlbum = photos.getByRole('list', { name: 'In the album' });
      await expect(inAlbum.getByRole('img')).toHaveCount(2, FIRST_LOAD);
      await inAlbum.getByRole('button', { name: 'Delete photo 1 of 2' }).click();
      await officePage
        .getByRole('alertdialog', { name: 'Delete this photo?' })
        .getByRole('button', { name: 'Delete photo' })
        .click();
      await expect(inAlbum.getByRole('img')).toHaveCount(1);
      const history = detail.getByRole('region', { name: 'History' });
      await expect(history).toContainText('Photo deleted from the album by Jordan, 2 photos left');
      await expect(history).toContainText('Photo deleted from the album by admin, 1 photo left');
    });
  } finally {
    await close();
    await parent.close();
    await families.close();
    await office.close();
  }
});
