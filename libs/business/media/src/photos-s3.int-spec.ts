import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { MEDIA_MESSAGES as M, type GalleryPhoto, type PublicPhotos } from '@app/contracts';
import { freePort } from '@app/devstack';
import {
  loginAsAdmin,
  startTestApp,
  startTestS3,
  testAddress,
  TestApp,
  unique,
  type TestS3,
  testImage,
} from '@app/testing';
import { MediaModule } from './media.module';

/** The answer to a gallery upload through `t`'s admin page (its own client address, so the upload limit is never met). */
const uploadTo = async (t: TestApp, width: number, height: number) =>
  (await loginAsAdmin(t.server))
    .post('/api/admin/photos')
    .set('X-Forwarded-For', testAddress())
    .field('category', 'action')
    .field('featured', 'false')
    .field('alt', 'A relay race on the lawn')
    .attach('file', await testImage(width, height, 'jpeg'), 'relay.jpg');

/**
 * Photos in S3-compatible object storage (s3rver here), so that a second api machine serves what the first stored: two
 * apps on one database and one bucket, one uploads, the other serves.
 */
describe('photos in an S3 bucket, uploaded through one api and served by another', () => {
  let s3: TestS3;
  let first: TestApp;
  let second: TestApp;
  // Each app a folder of its own, which a bucket leaves unused: only the bucket is shared.
  const mediaDirs = [unique('media-'), unique('media-')].map((name) => join(tmpdir(), name));

  beforeAll(async () => {
    s3 = await startTestS3();
    const env = (mediaDir: string) => ({ ...s3.env, MEDIA_DIR: mediaDir });
    [first, second] = await Promise.all([
      startTestApp({ imports: [MediaModule], env: env(mediaDirs[0]) }),
      startTestApp({ imports: [MediaModule], env: env(mediaDirs[1]) }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await s3?.close();
  });

  /**
   * Sizes no other suite uploads: a file is named by its content and shared by every row naming it, and the suites of
   * one Jest worker share its database, so another suite's photo of the same test image would keep a file this suite
   * deletes (photos.int-spec uploads 700 × 500 and 1200 × 800).
   */
  const upload = async (t: TestApp, width: number, height: number) => {
    const res = await uploadTo(t, width, height);
    expect(res.status).toBe(201);
    return res.body as GalleryPhoto;
  };

  it('serves every variant stored by the other app, cached for a year, and lists the photo there', async () => {
    const photo = await upload(first, 1240, 820);
    expect(photo.variants.map((v) => v.width)).toEqual([480, 960, 1240]);
    for (const variant of photo.variants) {
      const file = await request(second.server).get(variant.url).buffer(true).expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(file.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: variant.width });
      const head = await request(second.server).head(variant.url).expect(200);
      expect(head.headers['content-length']).toBe(String((file.body as Buffer).length));
      // Its name is its content's hash, and so its ETag: asking again costs a 304.
      const again = request(second.server).get(variant.url).set('If-None-Match', file.headers.etag);
      expect((await again.expect(304)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const listed = (await request(second.server).get('/api/photos').expect(200)).body as PublicPhotos;
    expect(listed.gallery.find((p) => p.id === photo.id)).toEqual(photo);
    expect(await s3.objects()).toEqual(
      expect.arrayContaining(photo.variants.map((v) => v.url.slice('/media/'.length))),
    );
    expect(mediaDirs.filter((dir) => existsSync(dir))).toEqual([]);
  });

  it('deletes through one app what the other then no longer serves', async () => {
    const photo = await upload(second, 730, 490);
    await request(first.server).get(photo.url).expect(200);
    const admin = await loginAsAdmin(first.server);
    await admin.delete(`/api/admin/photos/${photo.id}`).expect(204);
    for (const variant of photo.variants) await request(second.server).get(variant.url).expect(404);
    const names = photo.variants.map((v) => v.url.slice('/media/'.length));
    expect((await s3.objects()).filter((name) => names.includes(name))).toEqual([]);
  });

  it('answers a missing object with the same uncached 404 as any unknown path', async () => {
    const unknown = await request(second.server).get('/media/AAAAAAAAAAAAAAAAAAAAAA.webp').expect(404);
    const elsewhere = await request(second.server).get('/media/not-a-photo-name.webp').expect(404);
    expect(unknown.body).toEqual({ ...elsewhere.body, message: expect.any(String) });
    expect(unknown.body).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND' });
    expect(unknown.headers['cache-control']).toBeUndefined();
  });
});

describe('photos when the object store cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nothing listens on: every request to the store is refused.
    const env = { S3_BUCKET: 'photos-test', S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` };
    t = await startTestApp({
      imports: [MediaModule],
      env: { ...env, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    });
  });
  afterAll(() => t?.close());

  it('answers an upload and a file with a coded 503 and Retry-After, and stores no photo', async () => {
    const before = (await request(t.server).get('/api/photos').expect(200)).body as PublicPhotos;
    const upload = await uploadTo(t, 300, 200);
    expect(upload.status).toBe(503);
    expect(upload.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: M.storageUnavailable });
    expect(upload.headers['retry-after']).toBe('5');
    expect((await request(t.server).get('/api/photos').expect(200)).body).toEqual(before);
    const file = await request(t.server).get('/media/AAAAAAAAAAAAAAAAAAAAAA.webp').expect(503);
    expect(file.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: M.storageUnavailable });
    expect(file.headers['retry-after']).toBe('5');
  });
});
