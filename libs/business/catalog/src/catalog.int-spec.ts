import { createHash } from 'node:crypto';
import pino from 'pino';
import request from 'supertest';
import { CATALOG_QUERY_MESSAGES, Game, GalleryImage, Package, SiteInfo, todayIn } from '@app/contracts';
import { durationMinutes, packagePriceCents } from '@app/pricing';
import { startTestApp, TestApp } from '@app/testing';
import { CatalogModule } from './catalog.module';

interface LogLine {
  level: number;
  msg: string;
  req?: { id: string; url: string };
  res?: { statusCode: number };
}

describe('catalogue API', () => {
  let t: TestApp;
  const get = (path: string) => request(t.server).get(path);
  /** Catalogue games only: approved custom games from parallel suites may join the list. */
  const catalogGames = (body: Game[]) => body.filter((g) => !g.custom);

  beforeAll(async () => {
    t = await startTestApp({ imports: [CatalogModule] });
  });
  afterAll(() => t.close());

  describe('GET /api/packages', () => {
    it('lists three tiers priced and timed by the pricing rules, tier 2 popular', async () => {
      const res = await get('/api/packages')
        .expect(200)
        .expect('Content-Type', /application\/json/);
      const packages = res.body as Package[];
      expect(packages.map((p) => p.tier)).toEqual([1, 2, 3]);
      expect(packages.map((p) => p.basePrice)).toEqual(['400.00', '600.00', '800.00']);
      expect(packages.map((p) => p.gamesIncluded)).toEqual([3, 5, 6]);
      for (const p of packages) {
        expect(p).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          basePrice: (packagePriceCents(p.gamesIncluded) / 100).toFixed(2),
          description: expect.any(String),
          duration: durationMinutes(p.gamesIncluded),
          gamesIncluded: expect.any(Number),
          features: expect.arrayContaining([expect.any(String)]),
          tier: expect.any(Number),
          popular: p.tier === 2,
        });
      }
    });
  });

  describe('GET /api/games', () => {
    it('lists 20 games with every field filled', async () => {
      const games = catalogGames((await get('/api/games').expect(200)).body);
      expect(games).toHaveLength(20);
      for (const g of games) {
        expect(g).toEqual({
          id: expect.any(Number),
          name: expect.stringMatching(/\S/),
          description: expect.stringMatching(/\S{3}/),
          imageUrl: expect.stringMatching(/^\/images\/games\/[a-z0-9-]+\.svg$/),
          difficulty: expect.any(Number),
          minPlayers: expect.any(Number),
          maxPlayers: expect.any(Number),
          spaceRequired: expect.stringMatching(/\S/),
          spaceType: expect.stringMatching(/^(indoor|outdoor|both)$/),
          duration: expect.any(Number),
          ageRange: expect.stringMatching(/\S/),
          skills: expect.arrayContaining([expect.any(String)]),
          equipment: expect.arrayContaining([expect.any(String)]),
          custom: false,
        });
        expect(g.difficulty).toBeGreaterThanOrEqual(1);
        expect(g.difficulty).toBeLessThanOrEqual(5);
        expect(g.maxPlayers).toBeGreaterThanOrEqual(g.minPlayers);
      }
      expect(games.find((g) => g.name === 'Red Light, Green Light')?.imageUrl).toBe(
        '/images/games/red-light-green-light.svg',
      );
    });

    it.each(['indoor', 'outdoor'] as const)('spaceType=%s also returns games playable in both', async (spaceType) => {
      const all = catalogGames((await get('/api/games').expect(200)).body);
      const games = catalogGames((await get(`/api/games?spaceType=${spaceType}`).expect(200)).body);
      expect(games.map((g) => g.id)).toEqual(
        all.filter((g) => g.spaceType === spaceType || g.spaceType === 'both').map((g) => g.id),
      );
      expect(games.some((g) => g.spaceType === 'both')).toBe(true);
      expect(games.some((g) => g.spaceType === spaceType)).toBe(true);
    });

    it('spaceType=both returns only games playable in both', async () => {
      const games = (await get('/api/games?spaceType=both').expect(200)).body as Game[];
      expect(games.length).toBeGreaterThan(0);
      expect(games.every((g) => g.spaceType === 'both')).toBe(true);
    });

    it('minPlayers=N keeps games N or more children can play; maxPlayers=M those a group of M can start', async () => {
      const all = catalogGames((await get('/api/games').expect(200)).body);
      const min = catalogGames((await get('/api/games?minPlayers=31').expect(200)).body);
      expect(min.map((g) => g.id)).toEqual(all.filter((g) => g.maxPlayers >= 31).map((g) => g.id));
      expect(min.length).toBeGreaterThan(0);
      expect(min.length).toBeLessThan(all.length);

      const max = catalogGames((await get('/api/games?maxPlayers=5').expect(200)).body);
      expect(max.map((g) => g.id)).toEqual(all.filter((g) => g.minPlayers <= 5).map((g) => g.id));
      expect(max.length).toBeLessThan(all.length);

      const both = catalogGames((await get('/api/games?minPlayers=8&maxPlayers=8&spaceType=indoor').expect(200)).body);
      expect(both.map((g) => g.id)).toEqual(
        all.filter((g) => g.minPlayers <= 8 && g.maxPlayers >= 8 && g.spaceType !== 'outdoor').map((g) => g.id),
      );
    });

    it.each([
      ['minPlayers=abc', 'minPlayers', CATALOG_QUERY_MESSAGES.minPlayers],
      ['minPlayers=0', 'minPlayers', CATALOG_QUERY_MESSAGES.minPlayers],
      ['minPlayers=4.5', 'minPlayers', CATALOG_QUERY_MESSAGES.minPlayers],
      ['maxPlayers=-3', 'maxPlayers', CATALOG_QUERY_MESSAGES.maxPlayers],
      ['maxPlayers=1000', 'maxPlayers', CATALOG_QUERY_MESSAGES.maxPlayers],
      ['minPlayers=10&maxPlayers=4', 'maxPlayers', CATALOG_QUERY_MESSAGES.playersRange],
      ['spaceType=roof', 'spaceType', CATALOG_QUERY_MESSAGES.spaceType],
      ['spaceType=indoor&spaceType=outdoor', 'spaceType', CATALOG_QUERY_MESSAGES.spaceType],
    ])('400 for %s, naming the parameter', async (query, field, message) => {
      const res = await get(`/api/games?${query}`).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message, fields: { [field]: message } });
      expect(res.body.message).toContain(field);
    });

    it('400 for a parameter it does not know', async () => {
      const res = await get('/api/games?colour=red').expect(400);
      expect(res.body.message).toContain('colour');
    });
  });

  describe('GET /api/gallery', () => {
    it('lists at least 12 images across the four categories', async () => {
      const images = (await get('/api/gallery').expect(200)).body as GalleryImage[];
      expect(images.length).toBeGreaterThanOrEqual(12);
      expect(new Set(images.map((i) => i.category))).toEqual(new Set(['action', 'awards', 'shirts', 'equipment']));
      for (const i of images) {
        expect(i).toEqual({
          id: expect.any(Number),
          title: expect.stringMatching(/\S/),
          imageUrl: expect.stringMatching(/^\/images\/gallery\/[a-z0-9-]+\.svg$/),
          category: expect.any(String),
          featured: expect.any(Boolean),
        });
      }
    });

    it('featured=true returns only the featured ones, at most 8', async () => {
      const all = (await get('/api/gallery').expect(200)).body as GalleryImage[];
      const featured = (await get('/api/gallery?featured=true').expect(200)).body as GalleryImage[];
      expect(featured.length).toBeGreaterThanOrEqual(3);
      expect(featured.length).toBeLessThanOrEqual(8);
      expect(featured).toEqual(all.filter((i) => i.featured));
    });

    it('400 for featured=yes', async () => {
      const res = await get('/api/gallery?featured=yes').expect(400);
      expect(res.body.fields).toEqual({ featured: CATALOG_QUERY_MESSAGES.featured });
    });
  });

  describe('HTTP caching', () => {
    it('sends an ETag that browsers revalidate with, answered by 304', async () => {
      const first = await get('/api/packages').expect(200);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await get('/api/packages').set('If-None-Match', etag).expect(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(etag);
      await get('/api/packages').set('If-None-Match', 'W/"something-else"').expect(200);
    });

    it('answers every read through the one pipeline: request id, security headers, one log line', async () => {
      const lines: LogLine[] = [];
      const logged = await startTestApp({
        imports: [CatalogModule],
        logger: pino({ level: 'info' }, { write: (l: string) => lines.push(JSON.parse(l)) }),
      });
      try {
        const url = '/api/games?spaceType=outdoor&maxPlayers=12';
        const responses = [];
        for (let i = 0; i < 3; i++) responses.push(await request(logged.server).get(url).expect(200));
        for (const res of responses) {
          expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
          expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; ?frame-ancestors 'none'$/);
        }
        const ids = responses.map((r) => r.headers['x-request-id']);
        expect(new Set(ids).size).toBe(3);
        const access = lines.filter((l) => l.msg === 'request completed' && l.req?.url === url);
        expect(access.map((l) => l.req?.id)).toEqual(ids);
        expect(access.every((l) => l.res?.statusCode === 200 && l.level === 30)).toBe(true);
      } finally {
        await logged.close();
      }
    });

    it('sends a list prepared once with the ETag the pipeline gives any answer: its content hash, 304 when matched', async () => {
      const res = await get('/api/games?spaceType=indoor')
        .expect(200)
        .expect('Content-Type', 'application/json; charset=utf-8');
      expect(res.headers.etag).toBe(`W/"${createHash('sha1').update(res.text).digest('base64')}"`);
      const again = await get('/api/games?spaceType=indoor').set('If-None-Match', res.headers.etag).expect(304);
      expect(again.text).toBe('');
      const site = await get('/api/site').expect(200);
      expect(site.headers.etag).toBe(`W/"${createHash('sha1').update(site.text).digest('base64')}"`);
    });

    it('gives each filter its own validator', async () => {
      const all = await get('/api/games').expect(200);
      const indoor = await get('/api/games?spaceType=indoor').expect(200);
      expect(indoor.headers.etag).not.toBe(all.headers.etag);
    });

    it('serves the same bytes gzipped to clients that accept it', async () => {
      const plain = await get('/api/games').set('Accept-Encoding', 'identity').expect(200);
      // supertest unzips transparently: the header says what travelled, the text what it unzipped to.
      const zipped = await get('/api/games').set('Accept-Encoding', 'gzip').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
      expect(zipped.text).toBe(plain.text);
    });
  });

  describe('GET /api/site', () => {
    it('returns the business facts and today in the business time zone', async () => {
      const site = (await get('/api/site').expect(200)).body as SiteInfo;
      const { phone, email, serviceArea, timeZone } = t.config.business;
      expect(site).toMatchObject({ phone, email, serviceArea, timeZone, today: todayIn(timeZone) });
      // The wizard's state list offers only these.
      expect(site.servedPlaces).toEqual({ states: ['TX'], zipPrefixes: ['733', '786', '787'] });
      expect(site.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });
});
