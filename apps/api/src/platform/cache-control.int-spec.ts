import request from 'supertest';
import { API_CACHE_CONTROL, isServerPath } from '@app/http';
import { AppModule } from '@api/app.module';
import { businessDayIn, loginAsAdmin, nestRoutes, NestRoute, startTestApp, TestApp } from '@app/testing';

const CATALOGUE = 'public, max-age=0, must-revalidate';

/**
 * The reads that say for themselves how they may be kept (the catalogue and photos: docs/adr/0014-catalogue-reads.md;
 * the site's details turn over at the business's midnight; availability changes with every booking; health is asked live). Every other
 * answer of the API is private and never stored.
 */
const OWN_CACHE_CONTROL: Record<string, string> = {
  '/api/packages': CATALOGUE,
  '/api/games': CATALOGUE,
  '/api/gallery': CATALOGUE,
  '/api/photos': CATALOGUE,
  '/api/site': 'no-cache',
  '/api/availability': 'no-store',
  '/api/session': 'no-store',
  '/api/health': 'no-store',
  '/paypal/setup': 'no-store',
  '/paypal/order/:orderId': 'no-store',
};

describe('Cache-Control on every API answer', () => {
  let t: TestApp;
  let reads: NestRoute[];
  /** The query a read needs to answer 200. */
  let queries: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ imports: [AppModule] });
    reads = nestRoutes(t.app, ['get']).filter((r) => isServerPath(r.pattern));
    const day = businessDayIn(t, 40);
    queries = { '/api/availability': `?from=${day}&to=${day}&games=3` };
  });
  afterAll(() => t.close());

  it('finds the reads, private and public', () => {
    expect(reads.map((r) => r.pattern)).toEqual(
      expect.arrayContaining([
        '/api/user',
        '/api/admin/settings',
        '/api/bookings/:id',
        ...Object.keys(OWN_CACHE_CONTROL),
      ]),
    );
  });

  it('every read, signed in as an admin and signed out, says how it may be kept: private, no-store unless it opted in', async () => {
    const admin = await loginAsAdmin(t.server);
    const answers: { route: string; status: number; cacheControl: string | undefined }[] = [];
    for (const route of reads) {
      for (const agent of [admin, request(t.server)]) {
        const res = await agent.get(route.url + (queries[route.pattern] ?? ''));
        answers.push({ route: route.pattern, status: res.status, cacheControl: res.headers['cache-control'] });
      }
    }
    const expected = answers.map(({ route, status }) => ({
      route,
      status,
      // A public read's own header is set before its handler runs, so its refusals (a bad query) carry it too.
      cacheControl: OWN_CACHE_CONTROL[route] ?? API_CACHE_CONTROL,
    }));
    expect(answers).toEqual(expected);
    // The sweep reached the answers that matter: the private ones given in full, the public ones 200.
    const ok = new Set(answers.filter((a) => a.status === 200).map((a) => a.route));
    for (const route of ['/api/user', '/api/admin/settings', ...Object.keys(OWN_CACHE_CONTROL)]) {
      if (!route.includes(':')) expect([route, ok.has(route)]).toEqual([route, true]);
    }
  });

  it('an unknown API path and a revalidation are private too', async () => {
    const admin = await loginAsAdmin(t.server);
    const unknown = await request(t.server).get('/api/no-such-thing').expect(404);
    expect(unknown.headers['cache-control']).toBe(API_CACHE_CONTROL);
    const first = await admin.get('/api/admin/settings').expect(200);
    const again = await admin.get('/api/admin/settings').set('If-None-Match', first.headers.etag).expect(304);
    expect(again.headers['cache-control']).toBe(API_CACHE_CONTROL);
  });
});
