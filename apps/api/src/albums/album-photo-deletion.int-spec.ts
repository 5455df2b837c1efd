import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { AdminModule } from '@app/admin';
import { AlbumPhotoRemoval, AlbumsModule } from '@app/albums';
import {
  addDays,
  ALBUM_MESSAGES,
  ALBUM_RETENTION_DAYS,
  MEDIA_MESSAGES,
  todayIn,
  type Album,
  type AlbumPhoto,
  type AlbumUploaded,
  type HostAlbum,
  type SharedAlbum,
} from '@app/contracts';
import { RosterModule } from '@app/roster';
import {
  allocateToTeam,
  bookingHistory,
  daysFromToday,
  loginAsAdmin,
  registerUser,
  restoreSeedTeams,
  RosterParties,
  rosterChild as child,
  startTestApp,
  startTestS3,
  testAddress,
  twoHostTeams,
  type Agent,
  type TestS3,
} from '@app/testing';

/** Three photos of their own colours: each a picture of its own, so each is stored and deleted apart. */
const photos = (seed: number) =>
  Promise.all(
    [0, 1, 2].map((i) =>
      sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: seed % 256, g: 60 * i, b: 90 } } })
        .jpeg()
        .toBuffer(),
    ),
  );

/** The entries' count in a zip's end of central directory record (its signature, then the count 10 bytes in). */
function zipEntries(zip: Buffer): number {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return end >= 0 ? zip.readUInt16LE(end + 10) : -1;
}

/** A response's body as bytes, whatever its type (a zip, a WebP). */
const bytes = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/**
 * One api on one photo storage (a folder, or a bucket by `env`), two host teams, and parties of team A whose roster has
 * Leo and Mia without photo consent; `files(id)` lists what the storage holds for a booking's album.
 */
async function albumWorld(env: Record<string, string>, files: (bookingId: string) => Promise<string[]>) {
  const t = await startTestApp({ imports: [AdminModule, RosterModule, AlbumsModule], env });
  const admin = await loginAsAdmin(t.server);
  const parties = await RosterParties.of(t);
  const { teamA, hostA, hostB } = await twoHostTeams(t, admin, ['Robin Keeper', 'Casey Keeper']);
  let days = 0;
  let seed = Math.floor(Math.random() * 200);
  const party = async () => {
    const { id, link } = await parties.book(10, { eventDate: daysFromToday(60 + days++) });
    await allocateToTeam(t, id, teamA);
    await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({
        version: 0,
        children: [child('Ava'), child('Leo', { photoConsent: false }), child('Mia', { photoConsent: false })],
      })
      .expect(200);
    return { id, link };
  };
  const upload = async (agent: Agent, id: string) => {
    const req = agent.post(`/api/bookings/${id}/album/photos`).set('X-Forwarded-For', testAddress());
    (await photos((seed += 7))).forEach((file, i) => void req.attach('photos', file, `IMG_${i}.jpg`));
    return (await req.expect(201)).body as AlbumUploaded;
  };
  const albumOf = async (id: string, link: string) =>
    (await request(t.server).get(`/api/bookings/${id}/album?${link}`).expect(200)).body as Album;
  const fetched = async (path: string) =>
    (await request(t.server).get(path).buffer(true).parse(bytes).expect(200)).body as Buffer;
  /** The album's stored files of one photo, as the parent's album names them (its thumbnail and its full size). */
  const storedOf = async (id: string, photo: AlbumPhoto) => {
    const [row]: { thumb: string; full: string }[] = await t.dataSource.query(
      `SELECT thumb_file AS thumb, full_file AS full FROM album_photos WHERE id = $1`,
      [photo.id],
    );
    expect((await files(id)).filter((f) => f === row.thumb || f === row.full)).toHaveLength(2);
    return [row.thumb, row.full];
  };
  const close = async () => {
    await restoreSeedTeams(t.dataSource);
    await t.close();
  };
  return { t, admin, hostA, hostB, party, upload, albumOf, fetched, storedOf, files, close };
}

describe('a photo deleted from the album, in the folder storage', () => {
  let mediaDir: string;
  let w: Awaited<ReturnType<typeof albumWorld>>;

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'album-deletion-'));
    const inFolder = async (id: string) => readdirSync(mediaDir).filter((f) => f.includes(id));
    w = await albumWorld({ MEDIA_DIR: mediaDir }, inFolder);
  });
  afterAll(async () => {
    await w.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('names the children without consent before the upload, then lets the host see and delete what was added', async () => {
    const { id, link } = await w.party();
    // What the office's upload screen reads before any file is chosen (the host's party read names them too).
    expect((await w.admin.get(`/api/bookings/${id}/album`).expect(200)).body).toMatchObject({
      withoutConsent: ['Leo', 'Mia'],
    });
    expect(ALBUM_MESSAGES.withoutConsent(['Ava', 'Oscar', 'Lily'])).toBe(
      "Don't upload photos showing Ava, Oscar or Lily",
    );

    const { added, withoutConsent } = await w.upload(w.hostA, id);
    expect(withoutConsent).toEqual(['Leo', 'Mia']);
    expect(added).toHaveLength(3);
    // The host reads what was just added by the host's own paths: the parent's are not theirs.
    for (const photo of added) expect(photo.thumbUrl).toBe(`/api/host/parties/${id}/photos/${photo.id}/thumb`);
    const thumb = await w.hostA.get(added[0].thumbUrl).buffer(true).expect(200);
    expect((await sharp(thumb.body as Buffer).metadata()).width).toBe(480);
    await w.hostB.get(added[0].thumbUrl).expect(404);
    await request(w.t.server).get(added[0].thumbUrl).expect(401);

    const gone = added[1];
    const stored = await w.storedOf(id, gone);
    const shared = (await request(w.t.server).post(`/api/bookings/${id}/album-link?${link}`).expect(201)).body;
    const sharedPath = `/api${new URL(shared.url as string).pathname}`;
    const sharedBefore = (await request(w.t.server).get(sharedPath).expect(200)).body as SharedAlbum;
    const goneShared = sharedBefore.photos.find((p) => p.id === gone.id)!;
    const fullBytes = await w.fetched((await w.albumOf(id, link)).photos.find((p) => p.id === gone.id)!.url);

    await w.hostA.delete(`/api/host/parties/${id}/photos/${gone.id}`).expect(204);

    // Every stored size is gone from the storage; the other photos' files stay.
    expect((await w.files(id)).filter((f) => stored.includes(f))).toEqual([]);
    expect(await w.files(id)).toHaveLength(4);
    // The host's album, the parent's album, the families' link and the next zip no longer have it.
    const hostAlbum = (await w.hostA.get(`/api/host/parties/${id}/album`).expect(200)).body as HostAlbum;
    expect(hostAlbum).toMatchObject({ open: true, closesOn: expect.any(String) });
    expect(hostAlbum.photos.map((p) => p.id)).toEqual([added[0].id, added[2].id]);
    expect((await w.albumOf(id, link)).photos.map((p) => p.id)).toEqual([added[0].id, added[2].id]);
    const sharedAfter = (await request(w.t.server).get(sharedPath).expect(200)).body as SharedAlbum;
    expect(sharedAfter.photos.map((p) => p.id)).toEqual([added[0].id, added[2].id]);
    await request(w.t.server).get(goneShared.url).expect(404);
    await request(w.t.server).get(`/api/bookings/${id}/album/photos/${gone.id}/full?${link}`).expect(404);
    const zip = await w.fetched(sharedAfter.zipUrl);
    expect(zipEntries(zip)).toBe(2);
    expect(zip.includes(fullBytes)).toBe(false);
    expect(zipEntries(await w.fetched(`/api/bookings/${id}/album.zip?${link}`))).toBe(2);

    // The booking's history says who deleted it, when, and which.
    const entry = (await bookingHistory(w.t, id)).find((e) => e.action === 'photo-deleted');
    expect(entry).toMatchObject({
      // The history names a host by their first name, as at the party.
      actor: { name: 'Robin' },
      before: { photo: gone.id, photos: 3 },
      after: { photos: 2 },
    });
    expect(Date.now() - new Date(entry!.at).getTime()).toBeLessThan(60_000);

    // Deleted already: the album's own 404.
    const again = await w.hostA.delete(`/api/host/parties/${id}/photos/${gone.id}`).expect(404);
    expect(again.body).toMatchObject({ code: 'ALBUM_PHOTO_NOT_FOUND', message: ALBUM_MESSAGES.photoNotFound });
  });

  it("is the party's host's and the office's to delete, nobody else's", async () => {
    const { id, link } = await w.party();
    const other = await w.party();
    const { added } = await w.upload(w.admin, id);
    const path = `/api/host/parties/${id}/photos/${added[0].id}`;
    const adminPath = `/api/admin/bookings/${id}/photos/${added[0].id}`;

    expect((await w.hostB.delete(path).expect(404)).body.code).toBe('BOOKING_NOT_FOUND');
    expect((await w.hostB.get(`/api/host/parties/${id}/album`).expect(404)).body.code).toBe('BOOKING_NOT_FOUND');
    expect((await w.hostB.delete(adminPath).expect(403)).body.code).toBe('ADMIN_REQUIRED');
    await request(w.t.server).delete(path).expect(401);
    await request(w.t.server).delete(adminPath).expect(401);
    const { agent: parent } = await registerUser(w.t.server);
    expect((await parent.delete(path).expect(403)).body.code).toBe('HOST_REQUIRED');
    expect((await parent.delete(adminPath).expect(403)).body.code).toBe('ADMIN_REQUIRED');
    // The parent's own signed link opens the album, not the deletion.
    await request(w.t.server).delete(`${path}?${link}`).expect(401);
    // Another album's photo, or no id at all: a coded 404, never a database error.
    for (const res of [
      await w.hostA.delete(`/api/host/parties/${other.id}/photos/${added[0].id}`),
      await w.hostA.delete(`/api/host/parties/${id}/photos/not-a-photo`),
      await w.admin.delete(`/api/admin/bookings/${other.id}/photos/${added[0].id}`),
    ]) {
      expect([res.status, res.body.code]).toEqual([404, 'ALBUM_PHOTO_NOT_FOUND']);
    }
    expect((await w.hostA.delete(`/api/host/parties/not-a-party/photos/${added[0].id}`).expect(404)).body.code).toBe(
      'BOOKING_NOT_FOUND',
    );
    expect((await w.albumOf(id, link)).photos).toHaveLength(3);

    // The office, from the booking's detail: the history names the admin.
    await w.admin.delete(adminPath).expect(204);
    expect((await w.albumOf(id, link)).photos).toHaveLength(2);
    const entry = (await bookingHistory(w.t, id)).find((e) => e.action === 'photo-deleted');
    expect(entry).toMatchObject({ actor: { name: 'admin' }, before: { photo: added[0].id } });
  });

  it('refuses the host once the album has closed, while the office still may', async () => {
    const { id } = await w.party();
    const { added } = await w.upload(w.hostA, id);
    // Straight to the table: no path moves an event into the past. The album closed yesterday; the job has not run.
    const today = todayIn(w.t.config.business.timeZone);
    await w.t.dataSource.query(`UPDATE bookings SET event_date = $2 WHERE id = $1`, [
      id,
      addDays(today, -ALBUM_RETENTION_DAYS - 1),
    ]);

    expect(((await w.hostA.get(`/api/host/parties/${id}/album`).expect(200)).body as HostAlbum).open).toBe(false);
    const refused = await w.hostA.delete(`/api/host/parties/${id}/photos/${added[0].id}`).expect(409);
    expect(refused.body).toMatchObject({ code: 'ALBUM_CLOSED_TO_HOSTS', message: ALBUM_MESSAGES.closedToHosts });
    expect(await w.files(id)).toHaveLength(6);

    await w.admin.delete(`/api/admin/bookings/${id}/photos/${added[0].id}`).expect(204);
    expect(await w.files(id)).toHaveLength(4);
    expect((await w.admin.get(`/api/bookings/${id}/album`).expect(200)).body.photos).toHaveLength(2);
  });

  it("takes a booking's whole album out of the storage, its link too, for an account's erasure", async () => {
    const { id, link } = await w.party();
    const kept = await w.party();
    await w.upload(w.hostA, id);
    await w.upload(w.hostA, kept.id);
    const shared = (await request(w.t.server).post(`/api/bookings/${id}/album-link?${link}`).expect(201)).body;

    expect(await w.t.app.get(AlbumPhotoRemoval).removeAlbum(id)).toBe(3);

    expect(await w.files(id)).toEqual([]);
    expect((await w.albumOf(id, link)).photos).toEqual([]);
    await request(w.t.server)
      .get(`/api${new URL(shared.url as string).pathname}`)
      .expect(404);
    expect(await w.files(kept.id)).toHaveLength(6);
  });
});

describe('a photo deleted from the album, in an S3 bucket', () => {
  let s3: TestS3;
  let s3Closed = false;
  let w: Awaited<ReturnType<typeof albumWorld>>;

  beforeAll(async () => {
    s3 = await startTestS3();
    const inBucket = async (id: string) => (await s3.objects()).filter((name) => name.includes(id));
    // A folder of its own, which the bucket leaves unused.
    w = await albumWorld({ ...s3.env, MEDIA_DIR: join(tmpdir(), `unused-${process.pid}`) }, inBucket);
  });
  afterAll(async () => {
    await w?.close();
    if (!s3Closed) await s3?.close();
  });

  it('empties the bucket of every stored size, and answers 503 while the bucket is down', async () => {
    const { id, link } = await w.party();
    const { added } = await w.upload(w.hostA, id);
    const stored = await w.storedOf(id, added[2]);
    await w.admin.delete(`/api/admin/bookings/${id}/photos/${added[2].id}`).expect(204);
    expect((await w.files(id)).filter((f) => stored.includes(f))).toEqual([]);
    expect(await w.files(id)).toHaveLength(4);
    expect((await w.albumOf(id, link)).photos.map((p) => p.id)).toEqual([added[0].id, added[1].id]);

    // The store gone: an upload and a deletion are the storage's 503, and the photo stays listed to delete again.
    await s3.close();
    s3Closed = true;
    const upload = await w.hostA
      .post(`/api/bookings/${id}/album/photos`)
      .set('X-Forwarded-For', testAddress())
      .attach('photos', (await photos(251))[0], 'IMG_9.jpg');
    expect([upload.status, upload.body.code, upload.body.message]).toEqual([
      503,
      'SERVICE_UNAVAILABLE',
      MEDIA_MESSAGES.storageUnavailable,
    ]);
    expect(upload.headers['retry-after']).toBe('5');
    const removal = await w.hostA.delete(`/api/host/parties/${id}/photos/${added[0].id}`);
    expect([removal.status, removal.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect((await w.albumOf(id, link)).photos.map((p) => p.id)).toEqual([added[0].id, added[1].id]);
    expect((await bookingHistory(w.t, id)).filter((e) => e.action === 'photo-deleted')).toHaveLength(1);
  });
});
