import sharp from 'sharp';
import request from 'supertest';
import type { GalleryPhoto, PublicPhotos } from '@app/contracts';
import { loginAsAdmin, startTestApp, startTestS3, testAddress, TestApp, type TestS3 } from '@app/testing';
import { MediaModule } from './media.module';
import { testImage } from './test-images';

/**
 * Issue #39: photos in S3-compatible object storage (s3rver here), so that a second api machine serves what the first
 * stored: two apps on one database and one bucket, one uploads, the other serves.
 */
describe('photos in an S3 bucket, uploaded through one api and served by another', () => {
  let s3: TestS3;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    s3 = await startTestS3();
    // A MEDIA_DIR that does not exist: with a bucket configured no folder is read or written.
    const env = { ...s3.env, MEDIA_DIR: '/nonexistent/media' };
    [first, second] = await Promise.all([
      startTestApp({ imports: [MediaModule], env }),
      startTestApp({ imports: [MediaModule], env }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await s3?.close();
  });

  const upload = async (t: TestApp, width: number, height: number) => {
    const admin = await loginAsAdmin(t.server);
    const res = await admin
      .post('/api/admin/photos')
      .set('X-Forwarded-For', testAddress())
      .field('category', 'action')
      .field('featured', 'false')
      .field('alt', 'A relay race on the lawn')
      .attach('file', await testImage(width, height, 'jpeg'), 'relay.jpg')
      .expect(201);
    return res.body as GalleryPhoto;
  };

  it('serves every variant stored by the other app, cached for a year, and lists the photo there', async () => {
    const photo = await upload(first, 1200, 800);
    expect(photo.variants.map((v) => v.width)).toEqual([480, 960, 1200]);
    for (const variant of photo.variants) {
      const file = await request(second.server).get(variant.url).buffer(true).expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(file.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: variant.width });
      // Its name is its content's hash, and so its ETag: asking again costs a 304.
      const again = request(second.server).get(variant.url).set('If-None-Match', file.headers.etag);
      expect((await again.expect(304)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const listed = (await request(second.server).get('/api/photos').expect(200)).body as PublicPhotos;
    expect(listed.gallery.find((p) => p.id === photo.id)).toEqual(photo);
  });

  it('deletes through one app what the other then no longer serves', async () => {
    const photo = await upload(second, 700, 500);
    await request(first.server).get(photo.url).expect(200);
    const admin = await loginAsAdmin(first.server);
    await admin.delete(`/api/admin/photos/${photo.id}`).expect(204);
    for (const variant of photo.variants) await request(second.server).get(variant.url).expect(404);
  });

  it('answers a missing object with the same uncached 404 as any unknown path', async () => {
    const unknown = await request(second.server).get('/media/AAAAAAAAAAAAAAAAAAAAAA.webp').expect(404);
    const elsewhere = await request(second.server).get('/media/not-a-photo-name.webp').expect(404);
    expect(unknown.body).toEqual({ ...elsewhere.body, message: expect.any(String) });
    expect(unknown.body).toMatchObject({ statusCode: 404 });
    expect(unknown.headers['cache-control']).toBeUndefined();
  });
});
