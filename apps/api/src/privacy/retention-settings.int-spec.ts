import type { INestApplicationContext } from '@nestjs/common';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { AlbumRetention, AlbumsModule, AlbumsWorkerModule } from '@app/albums';
import {
  addDays,
  SETTINGS_MESSAGES,
  SETTINGS_RULES,
  type AdminSettings,
  type Album,
  type BusinessSettings,
} from '@app/contracts';
import { RosterModule, RosterRetention, RosterWorkerModule } from '@app/roster';
import { SettingsAdminModule, SettingsService } from '@app/settings';
import {
  Inbox,
  loginAsAdmin,
  RosterParties,
  rosterChild as child,
  startTestApp,
  startTestWorker,
  waitFor,
  type Agent,
  type TestApp,
} from '@app/testing';

/**
 * How long the business keeps a party's guest list and its photos (docs/product/privacy.md#how-long-we-keep-it): each
 * period is a setting the admin chooses, read by the nightly clean-ups and the album's closing day.
 */
describe('the retention periods in Settings', () => {
  const inbox = Inbox.ofTestRun();
  const mediaDir = mkdtempSync(join(tmpdir(), 'retention-'));
  let t: TestApp;
  let worker: INestApplicationContext;
  let admin: Agent;
  let parties: RosterParties;
  let original: BusinessSettings;

  beforeAll(async () => {
    t = await startTestApp({
      imports: [SettingsAdminModule, RosterModule, AlbumsModule],
      env: { MEDIA_DIR: mediaDir },
    });
    worker = await startTestWorker({
      imports: [RosterWorkerModule, AlbumsWorkerModule],
      overrides: { SMTP_URL: inbox.smtpUrl, MEDIA_DIR: mediaDir },
    });
    admin = await loginAsAdmin(t.server);
    parties = await RosterParties.of(t);
    original = ((await admin.get('/api/admin/settings').expect(200)).body as AdminSettings).settings;
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  /** Saves the periods and waits until the worker, another process, has heard of them. */
  async function keep(rosterRetentionDays: number, albumRetentionDays: number): Promise<void> {
    await admin
      .put('/api/admin/settings')
      .send({ ...original, rosterRetentionDays, albumRetentionDays })
      .expect(200);
    await waitFor(async () => {
      const seen = await worker.get(SettingsService).current();
      return seen.rosterRetentionDays === rosterRetentionDays && seen.albumRetentionDays === albumRetentionDays;
    });
  }

  /** A party held `daysAgo` days ago, with a child listed and a photo in its album. */
  async function heldAgo(daysAgo: number, photo: Buffer): Promise<{ id: string; link: string; day: string }> {
    const { id, link } = await parties.book(10);
    await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: [child('Maya')] })
      .expect(200);
    // Straight to the table: no path moves a party into the past (its team's time goes with it).
    const day = addDays(t.app.get(SettingsService).today(), -daysAgo);
    await t.dataSource.query(`DELETE FROM allocations WHERE booking_id = $1`, [id]);
    await t.dataSource.query(`UPDATE bookings SET event_date = $2, status = 'completed' WHERE id = $1`, [id, day]);
    await admin.post(`/api/bookings/${id}/album/photos`).attach('photos', photo, 'IMG_1.jpg').expect(201);
    return { id, link, day };
  }

  const rowsOf = async (id: string) => ({
    children: Number(
      (await t.dataSource.query(`SELECT count(*) AS n FROM roster_children WHERE booking_id = $1`, [id]))[0].n,
    ),
    photos: Number(
      (await t.dataSource.query(`SELECT count(*) AS n FROM album_photos WHERE booking_id = $1`, [id]))[0].n,
    ),
    files: readdirSync(mediaDir).filter((f) => f.includes(id)).length,
  });

  it("deletes guest lists and albums past the admin's periods, keeps those within, and says when an album closes", async () => {
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const old = await heldAgo(12, photo);
    const recent = await heldAgo(4, photo);
    await keep(5, 10);

    const album = (await request(t.server).get(`/api/bookings/${recent.id}/album?${recent.link}`).expect(200))
      .body as Album;
    expect(album.closesOn).toBe(addDays(recent.day, 10));
    await worker.get(RosterRetention).prune();
    await worker.get(AlbumRetention).prune();
    expect(await rowsOf(old.id)).toEqual({ children: 0, photos: 0, files: 0 });
    expect(await rowsOf(recent.id)).toEqual({ children: 1, photos: 1, files: 2 });
  });

  it.each([
    ['rosterRetentionDays', SETTINGS_RULES.rosterRetentionDays.min - 1],
    ['albumRetentionDays', SETTINGS_RULES.albumRetentionDays.min - 1],
    ['albumRetentionDays', SETTINGS_RULES.albumRetentionDays.max + 1],
  ] as const)('refuses %s %d with its message', async (field, value) => {
    const res = await admin
      .put('/api/admin/settings')
      .send({ ...original, [field]: value })
      .expect(400);
    expect(res.body.fields).toEqual({ [field]: SETTINGS_MESSAGES[field] });
  });
});
