import type { INestApplicationContext } from '@nestjs/common';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { AdminModule } from '@app/admin';
import { AlbumRetention, AlbumsModule, AlbumsWorkerModule } from '@app/albums';
import {
  addDays,
  ALBUM_MESSAGES,
  ALBUM_RETENTION_DAYS,
  ALBUM_RULES,
  MEDIA_MESSAGES as M,
  todayIn,
  type Album,
  type AlbumUploaded,
  type SharedAlbum,
} from '@app/contracts';
import { RosterModule } from '@app/roster';
import {
  allocateToTeam,
  daysFromToday,
  Inbox,
  loginAsAdmin,
  lyingJpeg,
  pngBomb,
  registerUser,
  restoreSeedTeams,
  RosterParties,
  rosterChild as child,
  startTestApp,
  startTestWorker,
  svgImage,
  testAddress,
  testImage,
  twoHostTeams,
  unique,
  waitFor,
  type Agent,
  type TestApp,
} from '@app/testing';

/**
 * The party's album (docs/product/albums.md): the party's host or an admin uploads, the parent sees it and downloads
 * the zip, the families see the photos through a revocable link, and the album closes ALBUM_RETENTION_DAYS after the
 * event.
 */
describe("the party's album", () => {
  const inbox = Inbox.ofTestRun();
  let t: TestApp;
  let worker: INestApplicationContext;
  let mediaDir: string;
  let admin: Agent;
  let parties: RosterParties;
  let teamA: number;
  let hostA: Agent;
  let hostB: Agent;
  let photo: Buffer;

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'albums-'));
    t = await startTestApp({ imports: [AdminModule, RosterModule, AlbumsModule], env: { MEDIA_DIR: mediaDir } });
    worker = await startTestWorker({
      imports: [AlbumsWorkerModule],
      overrides: { SMTP_URL: inbox.smtpUrl, MEDIA_DIR: mediaDir },
    });
    admin = await loginAsAdmin(t.server);
    parties = await RosterParties.of(t);
    ({ teamA, hostA, hostB } = await twoHostTeams(t, admin, ['Album Host A', 'Album Host B']));
    // A phone's photo: where it was taken and on what, in its EXIF.
    photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Acme', Model: 'Phone 9', Copyright: 'GPS 30.2672 N 97.7431 W' } })
      .toBuffer();
  });
  afterAll(async () => {
    await restoreSeedTeams(t.dataSource);
    await worker.close();
    await t.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  /** A party of team A with a roster (Leo without photo consent), on a day of its own. */
  let days = 0;
  const party = async (overrides: Record<string, unknown> = {}) => {
    const { id, link } = await parties.book(10, { eventDate: daysFromToday(40 + days++), ...overrides });
    await allocateToTeam(t, id, teamA);
    await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: [child('Ava'), child('Leo', { photoConsent: false })] })
      .expect(200);
    return { id, link };
  };
  const upload = (agent: Agent, id: string, files: Buffer[]) => {
    const req = agent.post(`/api/bookings/${id}/album/photos`).set('X-Forwarded-For', testAddress());
    files.forEach((file, i) => void req.attach('photos', file, `IMG_${i}.jpg`));
    return req;
  };
  const albumOf = async (id: string, link: string) =>
    (await request(t.server).get(`/api/bookings/${id}/album?${link}`).expect(200)).body as Album;
  const fetched = async (path: string) => (await request(t.server).get(path).buffer(true).expect(200)).body as Buffer;
  const files = () => readdirSync(mediaDir).filter((f) => !f.startsWith('.'));

  it("takes the party host's photos, stripped and resized, and reminds them who has no photo consent", async () => {
    const { id, link } = await party();
    const other = await testImage(800, 600, 'jpeg');
    const res = await upload(hostA, id, [photo, other]).expect(201);
    const uploaded = res.body as AlbumUploaded;
    expect(uploaded.added).toHaveLength(2);
    expect(uploaded.withoutConsent).toEqual(['Leo']);

    const album = await albumOf(id, link);
    expect(album.photos.map((p) => [p.width, p.height])).toEqual([
      [1600, 1200],
      [800, 600],
    ]);
    const full = await fetched(album.photos[0].url);
    const meta = await sharp(full).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    // No camera metadata survives: no EXIF (device, place), no XMP, no ICC beyond none at all.
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(full.includes(Buffer.from('Acme'))).toBe(false);
    expect((await sharp(await fetched(album.photos[0].thumbUrl)).metadata()).width).toBe(480);
    // The original is not kept: only WebP renditions, named for this album, never served under /media/.
    const stored = files().filter((f) => f.includes(id));
    expect(stored.every((f) => f.endsWith('.webp'))).toBe(true);
    expect(stored).toHaveLength(4);
    await request(t.server).get(`/media/${stored[0]}`).expect(404);

    // The same photo again is kept once; the album's date says when it closes.
    expect(((await upload(hostA, id, [photo]).expect(201)).body as AlbumUploaded).added).toHaveLength(0);
    const [{ day }] = await t.dataSource.query(`SELECT event_date::text AS day FROM bookings WHERE id = $1`, [id]);
    expect(album.closesOn).toBe(addDays(day as string, ALBUM_RETENTION_DAYS));
  });

  it("is the party host's and the admin's to fill, nobody else's", async () => {
    const { id } = await party();
    await upload(hostB, id, [photo]).expect(404);
    await request(t.server).post(`/api/bookings/${id}/album/photos`).attach('photos', photo, 'a.jpg').expect(401);
    const { agent: parent } = await registerUser(t.server);
    await upload(parent, id, [photo]).expect(403);
    expect(((await upload(admin, id, [photo]).expect(201)).body as AlbumUploaded).added).toHaveLength(1);
  });

  it.each([
    // Each sent under a .jpg name as image/jpeg: only the content counts.
    ['text', async () => Buffer.from('not a photo at all\n'.repeat(50)), 422, 'PHOTO_UNREADABLE', M.unreadable],
    ['an SVG', async () => svgImage(), 415, 'PHOTO_TYPE_UNSUPPORTED', M.typeUnsupported],
    ['a GIF', () => testImage(40, 40, 'gif'), 415, 'PHOTO_TYPE_UNSUPPORTED', M.typeUnsupported],
    ['a decompression bomb', () => pngBomb(30_000, 30_000), 422, 'PHOTO_TOO_MANY_PIXELS', M.tooManyPixels],
    ["text behind a JPEG's first bytes", async () => lyingJpeg(), 422, 'PHOTO_DAMAGED', M.damaged],
    ['a PNG claiming pixels its data lacks', () => pngBomb(4000, 3000), 422, 'PHOTO_DAMAGED', M.damaged],
  ])('refuses %s with its own code, keeping the photos sent before it', async (_, make, status, code, message) => {
    const { id, link } = await party();
    const res = await upload(hostA, id, [photo, await make()]);
    expect([res.status, res.body.code, res.body.message]).toEqual([status, code, message]);
    expect((await albumOf(id, link)).photos).toHaveLength(1);
  });

  it('refuses more photos at once than one upload may carry', async () => {
    const { id } = await party();
    const tiny = await testImage(16, 16, 'jpeg');
    const res = await upload(
      admin,
      id,
      Array.from({ length: ALBUM_RULES.filesPerUpload + 1 }, () => tiny),
    ).expect(413);
    expect(res.body).toMatchObject({ code: 'ALBUM_TOO_MANY_FILES', message: ALBUM_MESSAGES.tooManyFiles });
  });

  it("answers another parent's link, or none, with the 404 of a missing booking", async () => {
    const { id, link } = await party();
    const other = await party();
    await upload(hostA, id, [photo]).expect(201);
    const [shot] = (await albumOf(id, link)).photos;
    const otherLink = other.link;
    await request(t.server).get(`/api/bookings/${id}/album?${otherLink}`).expect(404);
    await request(t.server).get(`/api/bookings/${id}/album`).expect(404);
    await request(t.server).get(`/api/bookings/${id}/album.zip?${otherLink}`).expect(404);
    await request(t.server).get(`/api/bookings/${id}/album/photos/${shot.id}/full?${otherLink}`).expect(404);
    // Nor does one's own link open another album's photo by its id.
    await request(t.server).get(`/api/bookings/${other.id}/album/photos/${shot.id}/full?${otherLink}`).expect(404);
    await request(t.server).post(`/api/bookings/${id}/album-link?${otherLink}`).expect(404);
  });

  it('shares the photos, and no names, with the families until the parent turns the link off', async () => {
    const { id, link } = await party({ childName: 'Maya Lopez', parentName: 'Jamie Rivera' });
    await upload(hostA, id, [photo]).expect(201);
    const first = (await request(t.server).post(`/api/bookings/${id}/album-link?${link}`).expect(201)).body;
    const path = `/api${new URL(first.url as string).pathname}`;
    expect(path).toMatch(/^\/api\/albums\/[0-9a-f-]{36}\.[\w-]+$/);
    const res = await request(t.server).get(path).expect(200);
    const shared = res.body as SharedAlbum;
    expect(Object.keys(shared).sort()).toEqual(['closesOn', 'photos', 'zipUrl']);
    expect(res.text).not.toMatch(/Maya|Lopez|Jamie|Rivera|Ava|Leo/);
    expect(shared.photos).toHaveLength(1);
    expect((await sharp(await fetched(shared.photos[0].url)).metadata()).format).toBe('webp');
    await request(t.server).get(shared.zipUrl).expect(200);
    expect((await albumOf(id, link)).link?.url).toBe(first.url);

    // A forged token, then a new link: the old one stops.
    await request(t.server)
      .get(`${path.slice(0, -3)}abc`)
      .expect(404);
    const second = (await request(t.server).post(`/api/bookings/${id}/album-link?${link}`).expect(201)).body;
    await request(t.server).get(path).expect(404);
    await request(t.server).get(shared.photos[0].url).expect(404);
    const secondPath = `/api${new URL(second.url as string).pathname}`;
    await request(t.server).get(secondPath).expect(200);

    // Turned off: every copy answers 404, photos and zip too.
    await request(t.server).delete(`/api/bookings/${id}/album-link?${link}`).expect(204);
    await request(t.server).get(secondPath).expect(404);
    await request(t.server).get(`${secondPath}/album.zip`).expect(404);
    expect((await albumOf(id, link)).link).toBeNull();
  });

  it('e-mails the parent a week before the album closes, then deletes its photos', async () => {
    const to = `${unique('album')}@example.com`;
    const closing = await party({ parentEmail: to, parentName: 'Pat Parent' });
    const closed = await party();
    const kept = await party();
    for (const p of [closing, closed, kept]) await upload(hostA, p.id, [photo]).expect(201);
    const today = todayIn(t.config.business.timeZone);
    const moveEvent = async (id: string, daysAgo: number) => {
      // Straight to the table: no path moves an event into the past (the team's allocation goes with it).
      await t.dataSource.query(`DELETE FROM allocations WHERE booking_id = $1`, [id]);
      await t.dataSource.query(`UPDATE bookings SET event_date = $2 WHERE id = $1`, [id, addDays(today, -daysAgo)]);
    };
    await moveEvent(closing.id, ALBUM_RETENTION_DAYS - 7);
    await moveEvent(closed.id, ALBUM_RETENTION_DAYS + 1);
    await moveEvent(kept.id, ALBUM_RETENTION_DAYS - 8);

    const result = await worker.get(AlbumRetention).prune();
    expect(result.closed).toBeGreaterThanOrEqual(1);
    const [mail] = await inbox.waitForMails({ to });
    const lastDay = addDays(today, 7);
    expect(mail.subject).toMatch(/^Download your party photos by /);
    expect(mail.text).toContain('Hi Pat,');
    expect(mail.text).toContain('holds 1 photo.');
    // Its button downloads the zip by the booking's signed link, past the page's own 30 days.
    const zip = /Download the photos: (\S+)/.exec(mail.text)![1];
    expect(zip).toBe(`${t.config.publicUrl}/api/bookings/${closing.id}/album.zip?${closing.link}`);
    await request(t.server)
      .get(new URL(zip).pathname + new URL(zip).search)
      .expect(200);
    await request(t.server).get(`/api/bookings/${closing.id}?${closing.link}`).expect(404);
    expect((await albumOf(closing.id, closing.link)).closesOn).toBe(lastDay);

    // Told once: the next day's run sends nothing more.
    await waitFor(
      async () =>
        (
          await t.dataSource.query(`SELECT 1 FROM albums WHERE booking_id = $1 AND closing_notified_at IS NOT NULL`, [
            closing.id,
          ])
        ).length === 1,
      10_000,
      'the notice recorded',
    );
    await worker.get(AlbumRetention).prune();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await inbox.mails({ to })).toHaveLength(1);

    // Closed: rows and files gone, the booking kept; the others untouched.
    // (Read by the admin: the album's signed link lapses about then too.)
    expect(((await admin.get(`/api/bookings/${closed.id}/album`).expect(200)).body as Album).photos).toEqual([]);
    expect(files().filter((f) => f.includes(closed.id))).toEqual([]);
    expect(await t.dataSource.query(`SELECT 1 FROM bookings WHERE id = $1`, [closed.id])).toHaveLength(1);
    expect((await albumOf(kept.id, kept.link)).photos).toHaveLength(1);
    expect((await albumOf(closing.id, closing.link)).photos).toHaveLength(1);
    // Nothing more is added to a closed album.
    await upload(admin, closed.id, [photo]).expect(409);
  });
});
