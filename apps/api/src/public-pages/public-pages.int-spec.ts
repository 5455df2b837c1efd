import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { BookingEntity } from '@app/bookings';
import { bumpCatalogVersion } from '@app/catalog';
import type { AdminReview, AdminSettings, BusinessSettings, GalleryPhoto } from '@app/contracts';
import { SettingsAdminModule } from '@app/settings';
import { Agent, loginAsAdmin, startTestApp, storedBooking, TestApp, testAddress, waitFor } from '@app/testing';
import { PublicDocuments } from './public-documents.service';
import { PublicPagesModule } from './public-pages.module';

/** A first render loads the bundle's routes in the renderer's thread: a while on a loaded 2-core machine. */
const CASE_MS = 60_000;
/** How long another process's change to the catalogue may take to show: KEPT_READ_MS, and a margin. */
const CATALOGUE_CHECK_MS = 5_000;

/**
 * The public pages as documents from the live catalogue and settings (docs/product/pages.md#page-delivery), on the
 * build `npm test` makes before its suites (dist/web with its server bundle).
 */
describe('the public pages as documents', () => {
  let t: TestApp;
  let admin: Agent;
  let documents: PublicDocuments;
  let original: BusinessSettings;
  let packageName: string | undefined;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'documents-media-'));
    t = await startTestApp({ imports: [SettingsAdminModule, PublicPagesModule], env: { MEDIA_DIR: mediaDir } });
    documents = t.app.get(PublicDocuments);
    expect(documents.available).toBe(true);
    admin = await loginAsAdmin(t.server);
    original = ((await admin.get('/api/admin/settings').expect(200)).body as AdminSettings).settings;
  }, CASE_MS);
  afterAll(async () => {
    // Later suites of this Jest worker share the database: they read the seed's catalogue again.
    if (packageName) {
      await t.dataSource.query(`UPDATE packages SET name = $1 WHERE id = (SELECT min(id) FROM packages)`, [
        packageName,
      ]);
      await bumpCatalogVersion(t.dataSource.manager);
    }
    await t?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  /** The document as a browser gets it first, before any script has run. */
  const page = async (path: string) => {
    const res = await request(t.server).get(path).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    return { html: res.text, etag: res.headers.etag as string };
  };
  /** How many statements this process sends PostgreSQL while `work` runs (every TypeORM statement goes through this). */
  const statementsDuring = async (work: () => Promise<unknown>): Promise<number> => {
    const query = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    try {
      await work();
      return query.mock.calls.length;
    } finally {
      query.mockRestore();
    }
  };

  it(
    'sends a page asked again within a second without a database statement',
    async () => {
      await page('/');
      // Each view asks what the page is made of, answered from reads kept for KEPT_READ_MS. A view right after one
      // that found them fresh runs none; a loaded machine may let a second pass between two views, or a read due at
      // the first still be running at the second, so the pair is tried again (before the reads were kept, every view
      // of the home page ran statements).
      await waitFor(async () => {
        await page('/');
        return (await statementsDuring(() => page('/'))) === 0;
      }, CATALOGUE_CHECK_MS);
    },
    CASE_MS,
  );

  it(
    "shows the business's saved name in its HTML, kept until the settings or the catalogue change",
    async () => {
      await admin
        .put('/api/admin/settings')
        .send({ ...original, businessName: 'Zebra Cup Parties' })
        .expect(200);
      const first = await page('/packages');
      expect(first.html).toContain('<title>Packages — Zebra Cup Parties</title>');
      expect(first.html).toContain('<meta property="og:site_name" content="Zebra Cup Parties" />');
      // In the page's own markup (the header and footer), not only its head.
      expect(first.html.slice(first.html.indexOf('<div id="root">'))).toContain('Zebra Cup Parties');
      expect(first.html).not.toContain('Champions Party');

      // Asked again: the kept document, not a new render; with its ETag, a 304.
      const renders = documents.renders;
      const again = await page('/packages');
      expect(again).toEqual(first);
      expect(documents.renders).toBe(renders);
      await request(t.server).get('/packages').set('If-None-Match', first.etag).expect(304);

      // A settings change: a new document.
      await admin
        .put('/api/admin/settings')
        .send({ ...original, businessName: 'Lion Cup Parties' })
        .expect(200);
      const renamed = await page('/packages');
      expect(renamed.etag).not.toBe(first.etag);
      expect(renamed.html).toContain('<title>Packages — Lion Cup Parties</title>');
      expect(documents.renders).toBe(renders + 1);

      // A catalogue change (as another replica would make it): a new document with the package's new name.
      [{ name: packageName }] = (await t.dataSource.query(
        `SELECT name FROM packages WHERE id = (SELECT min(id) FROM packages)`,
      )) as { name: string }[];
      await t.dataSource.query(
        `UPDATE packages SET name = 'Zebra Champions' WHERE id = (SELECT min(id) FROM packages)`,
      );
      await bumpCatalogVersion(t.dataSource.manager);
      // Another replica's change shows within the snapshot's check (its copy in hand answers while it looks).
      const renamedPackage = await waitFor(async () => {
        const next = await page('/packages');
        return next.etag !== renamed.etag && next;
      }, CATALOGUE_CHECK_MS);
      expect(renamedPackage.html).toContain('Zebra Champions');
      expect(documents.renders).toBe(renders + 2);
    },
    CASE_MS,
  );

  it(
    'puts the saved name in the text of /about (its main heading too), /how-it-works and /gallery, and the address in the footer',
    async () => {
      await admin
        .put('/api/admin/settings')
        .send({ ...original, businessName: 'Zebra Cup Parties', postalAddress: 'PO Box 12\nAustin, TX 78701' })
        .expect(200);
      for (const path of ['/about', '/how-it-works', '/gallery']) {
        const { html } = await page(path);
        expect(html).not.toContain('Champions Party');
        const body = html.slice(html.indexOf('<div id="root">'));
        // The text of the page, not only its frame (the header's and footer's name): the hero under the heading.
        const hero = body.indexOf('<header class="page-hero">');
        expect(hero).toBeGreaterThan(0);
        expect(body.slice(hero, body.indexOf('</header>', hero))).toContain('Zebra Cup Parties');
        expect(body).toMatch(/<address [^>]*>PO Box 12\nAustin, TX 78701<\/address>/);
      }
      expect((await page('/about')).html).toMatch(/<h1 [^>]*>About Zebra Cup Parties<\/h1>/);
    },
    CASE_MS,
  );

  it(
    'shows an upload and an approval made in this process on the next request, each with a new ETag',
    async () => {
      const before = await page('/');
      // An admin's upload: the home page's teaser shows the featured gallery photos.
      const alt = 'Zebra relay team crossing the finish line';
      const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
        .jpeg()
        .toBuffer();
      const photo = (
        await admin
          .post('/api/admin/photos')
          .set('X-Forwarded-For', testAddress())
          .field('category', 'action')
          .field('featured', 'true')
          .field('alt', alt)
          .attach('file', jpeg, 'relay.jpg')
          .expect(201)
      ).body as GalleryPhoto;
      const uploaded = await page('/');
      expect(uploaded.etag).not.toBe(before.etag);
      expect(uploaded.html).toContain(alt);

      // A review the parent wrote with consent to publish it, then approved and featured by an admin.
      const booking = storedBooking({ id: randomUUID(), ownerToken: randomUUID(), userId: null, status: 'completed' });
      await t.dataSource.getRepository(BookingEntity).insert(booking);
      const words = 'Zebra-striped fun from the first race to the last medal';
      const [{ id }] = (await t.dataSource.query(
        `INSERT INTO reviews (booking_id, rating, text, publish) VALUES ($1, 5, $2, true) RETURNING id`,
        [booking.id, words],
      )) as { id: number }[];
      expect((await page('/')).html).not.toContain(words);
      const decided = (
        await admin
          .patch(`/api/admin/reviews/${id}`)
          .send({ version: 1, status: 'approved', featured: true })
          .expect(200)
      ).body as AdminReview;
      expect(decided.status).toBe('approved');
      const reviewed = await page('/');
      expect(reviewed.etag).not.toBe(uploaded.etag);
      expect(reviewed.html).toContain(words);

      await admin.delete(`/api/admin/photos/${photo.id}`).expect(204);
      await t.dataSource.query(`DELETE FROM reviews WHERE booking_id = $1`, [booking.id]);
    },
    CASE_MS,
  );

  it('answers a page asked with a query string with the shell the browser renders', async () => {
    const res = await request(t.server).get('/contact?subject=special').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('names the rules that prefetch the other public pages, which it serves as the browser requires them', async () => {
    const res = await request(t.server).get('/about').expect(200);
    expect(res.headers['speculation-rules']).toBe('"/speculation-rules.json"');
    const rules = await request(t.server).get('/speculation-rules.json').expect(200);
    expect(rules.headers['content-type']).toMatch(/^application\/speculationrules\+json/);
    const { prefetch } = JSON.parse(rules.text) as {
      prefetch: { source: string; where: { href_matches: string[] }; eagerness: string }[];
    };
    expect(prefetch).toEqual([
      {
        source: 'document',
        where: { href_matches: expect.arrayContaining(['/', '/packages', '/about']) },
        eagerness: 'moderate',
      },
    ]);
  });

  it('serves nothing of the server bundle as a file', async () => {
    await request(t.server).get('/server/render-document.mjs').expect(404);
  });
});

describe('a public page whose render fails', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A build whose server bundle throws on every render.
    const webDir = await mkdtemp(join(tmpdir(), 'documents-'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>SPA shell</title><div id="root"></div>');
    await mkdir(join(webDir, 'server'));
    await writeFile(
      join(webDir, 'server', 'render-document.mjs'),
      "export async function renderDocument() { throw new Error('broken'); }",
    );
    t = await startTestApp({ imports: [PublicPagesModule], env: { WEB_DIST_DIR: webDir } });
  }, CASE_MS);
  afterAll(() => t?.close());

  it('answers with the shell the browser renders, not an error', async () => {
    const res = await request(t.server).get('/packages').expect(200);
    expect(res.text).toContain('SPA shell');
  });
});
