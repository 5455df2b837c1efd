import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { BookingEntity } from '@app/bookings';
import { bumpCatalogVersion } from '@app/catalog';
import type { AdminSettings, BusinessSettings } from '@app/contracts';
import { SettingsAdminModule } from '@app/settings';
import { Agent, loginAsAdmin, startTestApp, storedBooking, TestApp, waitFor } from '@app/testing';
import { PublicDocuments } from './public-documents.service';
import { PublicPagesModule } from './public-pages.module';

/** A first render loads the bundle's routes in the renderer's thread: a while on a loaded 2-core machine. */
const CASE_MS = 60_000;
/** How long another process's change to the catalogue may take to show: the snapshot's VERSION_CHECK_MS, and a margin. */
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

  beforeAll(async () => {
    t = await startTestApp({ imports: [SettingsAdminModule, PublicPagesModule] });
    documents = t.app.get(PublicDocuments);
    expect(documents.available).toBe(true);
    admin = await loginAsAdmin(t.server);
    original = ((await admin.get('/api/admin/settings').expect(200)).body as AdminSettings).settings;
  }, CASE_MS);
  afterAll(async () => {
    // Later suites of this Jest worker share the database: they read the environment's values and the seed again.
    await t?.dataSource.query(`DELETE FROM business_settings`);
    if (packageName) {
      await t.dataSource.query(`UPDATE packages SET name = $1 WHERE id = (SELECT min(id) FROM packages)`, [
        packageName,
      ]);
      await bumpCatalogVersion(t.dataSource.manager);
    }
    await t?.close();
  });

  /** The document as a browser gets it first, before any script has run. */
  const page = async (path: string) => {
    const res = await request(t.server).get(path).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    return { html: res.text, etag: res.headers.etag as string };
  };

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
    'shows a new upload and a newly approved review in the HTML, each with a new ETag',
    async () => {
      const before = await page('/');
      // An upload, as the media domain stores it: the home page's teaser shows the featured gallery photos.
      const alt = 'Zebra relay team crossing the finish line';
      await t.dataSource.query(
        `INSERT INTO photos (kind, category, featured, alt, width, height, variants)
         VALUES ('gallery', 'action', true, $1, 1600, 1200, $2)`,
        [alt, JSON.stringify([{ file: `${randomUUID()}-480.webp`, width: 480 }])],
      );
      const uploaded = await page('/');
      expect(uploaded.etag).not.toBe(before.etag);
      expect(uploaded.html).toContain(alt);

      // A review an admin has approved, with the parent's consent to publish it.
      const booking = storedBooking({ id: randomUUID(), ownerToken: randomUUID(), userId: null, status: 'completed' });
      await t.dataSource.getRepository(BookingEntity).insert(booking);
      const words = 'Zebra-striped fun from the first race to the last medal';
      await t.dataSource.query(
        `INSERT INTO reviews (booking_id, rating, text, publish, status, featured, decided_at)
         VALUES ($1, 5, $2, true, 'approved', true, now())`,
        [booking.id, words],
      );
      const reviewed = await page('/');
      expect(reviewed.etag).not.toBe(uploaded.etag);
      expect(reviewed.html).toContain(words);
      await t.dataSource.query(`DELETE FROM reviews WHERE booking_id = $1`, [booking.id]);
      await t.dataSource.query(`DELETE FROM photos WHERE alt = $1`, [alt]);
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
