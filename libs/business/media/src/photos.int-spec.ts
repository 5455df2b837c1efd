import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { MEDIA_MESSAGES as M, PHOTO_RULES, type GalleryPhoto, type PublicPhotos } from '@app/contracts';
import { RATE_LIMITS } from '@app/rate-limit';
import {
  Agent,
  expectRateLimited,
  loginAsAdmin,
  registerUser,
  startTestApp,
  TestApp,
  testAddress,
  testNetworkAddress,
  TEST_PASSWORD,
  waitFor,
  blankPng,
  heavyPng,
  lyingJpeg,
  pngBomb,
  svgImage,
  testImage,
} from '@app/testing';
import { MediaModule } from './media.module';

/** Admins upload gallery photos and team portraits; the public pages read them from GET /api/photos. */
describe('photos (/api/admin/photos, /api/admin/portraits, /api/photos, /media/)', () => {
  let t: TestApp;
  let admin: Agent;
  let mediaDir: string;
  let jpeg: Buffer;

  /** A multipart form as the admin page sends it (its own client address, so the upload limit is never met). */
  const form = (method: 'post' | 'put', path: string, file: Buffer | undefined, fields: Record<string, string>) => {
    const req = admin[method](path).set('X-Forwarded-For', testAddress());
    for (const [key, value] of Object.entries(fields)) void req.field(key, value);
    return file ? req.attach('file', file, 'upload.jpg') : req;
  };
  const upload = (file: Buffer | undefined, fields: Record<string, string>) =>
    form('post', '/api/admin/photos', file, fields);
  const galleryFields = { category: 'action', featured: 'true', alt: 'Two kids racing to the finish line' };
  const listed = async () => (await request(t.server).get('/api/photos').expect(200)).body as PublicPhotos;
  const storedFiles = () => readdirSync(mediaDir).filter((f) => f.endsWith('.webp'));

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'media-'));
    t = await startTestApp({ imports: [MediaModule], env: { MEDIA_DIR: mediaDir } });
    admin = await loginAsAdmin(t.server);
    jpeg = await testImage(2000, 1500, 'jpeg');
  });
  afterAll(async () => {
    await t.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('turns a JPEG into WebP variants 480, 960 and 1600 px wide, served for a year and listed publicly', async () => {
    const res = await upload(jpeg, galleryFields).expect(201);
    const photo = res.body as GalleryPhoto;
    expect(photo).toMatchObject({
      category: 'action',
      featured: true,
      alt: galleryFields.alt,
      width: 1600,
      height: 1200,
    });
    expect(photo.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    expect(photo.url).toBe(photo.variants[2].url);
    for (const variant of photo.variants) {
      const file = await request(t.server).get(variant.url).buffer(true).expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.body as Buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width });
    }
    expect(photo.variants[0].url).toMatch(/^\/media\/[\w-]{22}\.webp$/);
    expect((await listed()).gallery.find((p) => p.id === photo.id)).toEqual(photo);
  });

  it('never upscales: a 300 px PNG gives one 300 px WebP; WebP is taken too', async () => {
    const small = (await upload(await testImage(300, 200, 'png'), galleryFields).expect(201)).body as GalleryPhoto;
    expect(small.variants.map((v) => v.width)).toEqual([300]);
    expect([small.width, small.height]).toEqual([300, 200]);
    const webp = (await upload(await testImage(1000, 500, 'webp'), galleryFields).expect(201)).body as GalleryPhoto;
    expect(webp.variants.map((v) => v.width)).toEqual([480, 960, 1000]);
  });

  it.each([
    // Sent under a .jpg name: only the content counts.
    ['a GIF', () => testImage(40, 40, 'gif'), 415, 'PHOTO_TYPE_UNSUPPORTED', M.typeUnsupported],
    ['a TIFF', () => testImage(40, 40, 'tiff'), 415, 'PHOTO_TYPE_UNSUPPORTED', M.typeUnsupported],
    ['an SVG', async () => svgImage(), 415, 'PHOTO_TYPE_UNSUPPORTED', M.typeUnsupported],
    ['text', async () => Buffer.from('not a photo at all\n'.repeat(50)), 422, 'PHOTO_UNREADABLE', M.unreadable],
    ['a truncated JPEG', async () => jpeg.subarray(0, 2000), 422, 'PHOTO_DAMAGED', M.damaged],
    ["text behind a JPEG's first bytes", async () => lyingJpeg(), 422, 'PHOTO_DAMAGED', M.damaged],
    ['a PNG claiming pixels its data lacks', () => pngBomb(4000, 3000), 422, 'PHOTO_DAMAGED', M.damaged],
    ['a decompression bomb', () => pngBomb(30_000, 30_000), 422, 'PHOTO_TOO_MANY_PIXELS', M.tooManyPixels],
    // Under 60 megapixels, but wider (or taller) than a WebP can be: refused from its header, before any decoding.
    ['a 59,000,000 × 1 px PNG', async () => blankPng(59_000_000, 1), 422, 'PHOTO_TOO_MANY_PIXELS', M.tooManyPixels],
    ['a 1 × 20,000 px PNG', async () => blankPng(1, 20_000), 422, 'PHOTO_TOO_MANY_PIXELS', M.tooManyPixels],
    ['a file over 10 MB', async () => Buffer.alloc(PHOTO_RULES.maxBytes + 1, 0xff), 413, 'PHOTO_TOO_LARGE', M.tooLarge],
  ])('refuses %s with its code and stores nothing', async (_, make, status, code, message) => {
    const before = { files: storedFiles().length, photos: (await listed()).gallery.length };
    const res = await upload(await make(), galleryFields).expect(status);
    expect(res.body).toMatchObject({ statusCode: status, code, message });
    expect({ files: storedFiles().length, photos: (await listed()).gallery.length }).toEqual(before);
  });

  it('asks for the file, the alt text and a gallery category; a JSON body is not a form', async () => {
    expect((await upload(undefined, galleryFields).expect(400)).body).toMatchObject({ code: 'PHOTO_FILE_MISSING' });
    const bad = await upload(jpeg, { category: 'selfies', featured: 'maybe', alt: '   ' }).expect(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { alt: M.alt, category: M.category, featured: M.featured },
    });
    const json = await admin.post('/api/admin/photos').send(galleryFields).expect(415);
    expect(json.body).toMatchObject({ code: 'PHOTO_FORM_EXPECTED', message: M.formExpected });
  });

  it('is for admins only, from this site only', async () => {
    const anonymous = request(t.server).post('/api/admin/photos').attach('file', jpeg, 'a.jpg');
    expect((await anonymous.expect(401)).body.code).toBe('LOGIN_REQUIRED');
    const { agent: parent } = await registerUser(t.server);
    expect((await parent.post('/api/admin/photos').attach('file', jpeg, 'a.jpg').expect(403)).body.code).toBe(
      'ADMIN_REQUIRED',
    );
    const crossSite = admin
      .post('/api/admin/photos')
      .set('Origin', 'https://evil.example')
      .attach('file', jpeg, 'a.jpg');
    expect((await crossSite.expect(403)).body.code).toBe('CROSS_SITE_REQUEST');
  });

  it('replaces a photo (its old files go) or only its text, and deletes it', async () => {
    // A picture of its own: files are shared by identical uploads (see below).
    const first = (await upload(await testImage(1100, 700, 'jpeg'), galleryFields).expect(201)).body as GalleryPhoto;
    const path = `/api/admin/photos/${first.id}`;
    const newPicture = (
      await form('put', path, await testImage(1200, 800, 'png'), { ...galleryFields, category: 'awards' }).expect(200)
    ).body as GalleryPhoto;
    expect(newPicture).toMatchObject({ id: first.id, category: 'awards', width: 1200, height: 800 });
    await request(t.server).get(first.url).expect(404);
    await request(t.server).get(newPicture.url).expect(200);
    const newText = (
      await form('put', path, undefined, { category: 'awards', featured: 'false', alt: 'The podium' }).expect(200)
    ).body as GalleryPhoto;
    expect(newText).toMatchObject({ url: newPicture.url, featured: false, alt: 'The podium' });
    await admin.delete(path).expect(204);
    expect((await listed()).gallery.some((p) => p.id === first.id)).toBe(false);
    await request(t.server).get(newPicture.url).expect(404);
    expect((await admin.delete(path).expect(404)).body.code).toBe('PHOTO_NOT_FOUND');
    expect((await admin.delete('/api/admin/photos/not-a-uuid').expect(404)).body.code).toBe('PHOTO_NOT_FOUND');
  });

  it('keeps a file another photo still uses when one of two identical uploads is deleted', async () => {
    const picture = await testImage(700, 500, 'jpeg');
    const a = (await upload(picture, galleryFields).expect(201)).body as GalleryPhoto;
    const b = (await upload(picture, galleryFields).expect(201)).body as GalleryPhoto;
    expect(b.url).toBe(a.url);
    await admin.delete(`/api/admin/photos/${a.id}`).expect(204);
    await request(t.server).get(b.url).expect(200);
  });

  it('takes two identical uploads at once, and a burst of 20 uploads of two pictures, without a 5xx', async () => {
    const [a, b] = await Promise.all([testImage(640, 480, 'jpeg'), testImage(500, 500, 'png')]);
    const twins = await Promise.all([upload(a, galleryFields), upload(a, galleryFields)]);
    expect(twins.map((r) => r.status)).toEqual([201, 201]);
    expect(twins[0].body.url).toBe(twins[1].body.url);
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => upload(i % 2 ? a : b, galleryFields)));
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(201));
    const urls = new Set(burst.flatMap((r) => (r.body as GalleryPhoto).variants.map((v) => v.url)));
    expect(urls.size).toBe(4); // a: 480 and 640 px; b: 480 and 500 px
    for (const url of urls) await request(t.server).get(url).expect(200);
    expect(readdirSync(mediaDir).filter((f) => !f.endsWith('.webp'))).toEqual([]);
  });

  it('answers a sign-in within 1 s while four large photos are being processed', async () => {
    const { user } = await registerUser(t.server);
    const large = await heavyPng(7_700, 7_700);
    // Images are processed one at a time, so they hold one of libuv's four threads and argon2 always finds another.
    let busiest = 0;
    const watch = setInterval(() => (busiest = Math.max(busiest, sharp.counters().process)), 5);
    try {
      const uploads = Promise.all([1, 2, 3, 4].map(() => upload(large, galleryFields)));
      await waitFor(async () => sharp.counters().process > 0, 10_000, 'the uploads to be processed');
      const started = Date.now();
      await request(t.server)
        .post('/api/login')
        .set('X-Forwarded-For', testAddress())
        .send({ username: user.username, password: TEST_PASSWORD })
        .expect(200);
      // One argon2 verify is about 20 ms; a second is left for a machine busy with other suites.
      expect(Date.now() - started).toBeLessThan(1000);
      expect((await uploads).map((r) => r.status)).toEqual([201, 201, 201, 201]);
    } finally {
      clearInterval(watch);
    }
    expect(busiest).toBe(1);
  }, 60_000); // The four uploads take 4-10 s here one after another; the limit only ends a hang on a busy machine.

  it('gives each team member one portrait, replaced by the next, and removes it', async () => {
    const path = '/api/admin/portraits/elena-rodriguez';
    const first = (await form('put', path, await testImage(900, 900, 'jpeg'), { alt: 'Elena smiling' }).expect(200))
      .body;
    expect(first).toMatchObject({ member: 'elena-rodriguez', alt: 'Elena smiling', width: 900, height: 900 });
    const second = (await form('put', path, await testImage(600, 800, 'png'), { alt: 'Elena outdoors' }).expect(200))
      .body;
    const portraits = (await listed()).portraits.filter((p) => p.member === 'elena-rodriguez');
    expect(portraits).toEqual([second]);
    await request(t.server).get(first.url).expect(404);
    const unknown = await form('put', '/api/admin/portraits/someone-else', jpeg, { alt: 'x' }).expect(400);
    expect(unknown.body.fields).toEqual({ member: M.member });
    await admin.delete(path).expect(204);
    expect((await listed()).portraits.some((p) => p.member === 'elena-rodriguez')).toBe(false);
    expect((await admin.delete(path).expect(404)).body.code).toBe('PHOTO_NOT_FOUND');
  });
});

describe('photo uploads at the real limit (RATE_LIMIT_FACTOR 1)', () => {
  let t: TestApp;
  const mediaDir = mkdtempSync(join(tmpdir(), 'media-'));
  beforeAll(async () => {
    t = await startTestApp({ imports: [MediaModule], env: { RATE_LIMIT_FACTOR: '1', MEDIA_DIR: mediaDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it("the upload past the hour's allowance from one admin is a 429 that stores nothing", async () => {
    // An admin and an address of their own (random TEST-NET addresses of other uploads can meet), so no other
    // test's uploads count against this one.
    const ip = testNetworkAddress();
    const { agent, user } = await registerUser(t.server, {}, ip);
    await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
    await agent
      .post('/api/login')
      .set('X-Forwarded-For', ip)
      .send({ username: user.username, password: TEST_PASSWORD })
      .expect(200);
    const tiny = await testImage(16, 16, 'png');
    const send = () =>
      agent
        .post('/api/admin/photos')
        .set('X-Forwarded-For', ip)
        .field('category', 'equipment')
        .field('featured', 'false')
        .field('alt', 'A cone')
        .attach('file', tiny, 'cone.png');
    const { points, seconds } = RATE_LIMITS['photo-upload'];
    for (let i = 0; i < points; i++) await send().expect(201);
    const count = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM photos`))[0].n as number;
    const before = await count();
    expectRateLimited(await send(), seconds, M.tooMany);
    expect(await count()).toBe(before);
  });
});
