import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { REQUEST_MESSAGES } from '@app/platform';
import { freePort } from '@app/devstack';
import { startTestApp, TestApp } from '@app/testing';
import { AppModule } from '@api/app.module';

describe('api platform', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'spa-'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>SPA shell</title>');
    // The server bundle's folder (here without the bundle, so the shell answers the public pages too): the api
    // serves none of it as a file.
    await mkdir(join(webDir, 'server'));
    await writeFile(join(webDir, 'server', 'route-stylesheets.json'), '{}');
    t = await startTestApp({ imports: [AppModule], env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(() => t.close());

  it('reports database and Redis in /api/health (the rest of the report: health.int-spec)', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toMatchObject({ database: 'up', redis: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('names Redis when it is unreachable, still answering 200: this api goes on serving without it', async () => {
    const broken = await startTestApp({
      imports: [AppModule],
      env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` },
    });
    try {
      const res = await request(broken.server).get('/api/health').expect(200);
      expect(res.body).toEqual({
        status: 'degraded',
        database: 'up',
        redis: 'down',
        outboxLagSeconds: expect.any(Number),
        worker: 'down',
        workerLastSeenSecondsAgo: null,
        workers: [],
        backup: null,
      });
    } finally {
      await broken.close();
    }
  });

  it('answers unknown API routes with the JSON error shape', async () => {
    const res = await request(t.server).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'ROUTE_NOT_FOUND',
      message: REQUEST_MESSAGES.routeNotFound,
    });
  });

  it('serves the SPA for client routes on reload, never for API paths or missing files', async () => {
    const page = await request(t.server).get('/gallery').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('SPA shell');
    expect(page.headers['cache-control']).toBe('no-cache');
    await request(t.server).get('/assets/gone-1234.js').expect(404);
    await request(t.server).post('/api/contact-messages').send({}).expect(400);
  });

  it("answers the SPA's pages 200 and any other path 404 with its not-found page", async () => {
    // An invitation link's token is signed with a dot in it: a page, not a file.
    const invitation = '/invitations/3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef.c2lnbmF0dXJl';
    for (const path of [
      '/',
      '/gallery',
      '/admin',
      // An admin section reloaded: the SPA, not the 404 it was before each section had its own address.
      '/admin/settings',
      '/admin/promo-codes/',
      '/bookings/3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef',
      invitation,
      '/Gallery/',
    ]) {
      const res = await request(t.server).get(path).expect(200);
      expect([path, res.text]).toEqual([path, expect.stringContaining('SPA shell')]);
    }
    await request(t.server).get('/server/route-stylesheets.json').expect(404);
    // These answered 200, so monitors and crawlers took them for pages.
    for (const path of ['/privacy', '/.env', '/bookings', '/bookings/1/extra', '/admin/nothing', '/wp-login']) {
      const res = await request(t.server).get(path).expect(404);
      expect([path, res.headers['content-type'], res.text]).toEqual([
        path,
        'text/html; charset=utf-8',
        expect.stringContaining('SPA shell'),
      ]);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('turns validation failures into a 400 with readable field messages', async () => {
    const res = await request(t.server)
      .post('/api/contact-messages')
      .send({ name: 'A', email: 'nope', subject: 'weather', message: 'short', admin: true })
      .expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.error).toBe('Bad Request');
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      subject: 'Please select a subject',
      message: 'Message must be at least 10 characters',
      admin: 'admin is not an accepted field',
    });
    expect(res.body.message).toContain('Name must be at least 2 characters');
  });

  it('tags every response with a request id, keeping a sane incoming one', async () => {
    const generated = await request(t.server).get('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await request(t.server).get('/api/health').set('X-Request-Id', 'trace-abc-12345');
    expect(kept.headers['x-request-id']).toBe('trace-abc-12345');
  });

  it('sends security headers', async () => {
    const res = await request(t.server).get('/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses non-JSON bodies and state changes from other sites', async () => {
    const form = await request(t.server)
      .post('/api/contact-messages')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('name=Sam')
      .expect(415);
    expect(form.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Requests must be sent as JSON (Content-Type: application/json).',
    });
    await request(t.server).post('/api/contact-messages').set('Origin', 'https://evil.example').send({}).expect(403);
    await request(t.server).post('/api/contact-messages').set('Sec-Fetch-Site', 'cross-site').send({}).expect(403);
    // The request's own Host proves nothing: an attacker's page can reach us under a Host of its choosing.
    await request(t.server)
      .post('/api/contact-messages')
      .set('Host', 'evil.example')
      .set('Origin', 'http://evil.example')
      .send({})
      .expect(403);
  });

  it('refuses NUL and control characters in text with a field message, storing nothing', async () => {
    const name = `Sam\u0000 Parent ${Date.now()}`;
    const res = await request(t.server)
      .post('/api/contact-messages')
      .send({ name, email: 'parent@example.com', subject: 'games', message: 'Hello there\u001b[31m, red text?' })
      .expect(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        name: 'name contains characters that are not allowed',
        message: 'message contains characters that are not allowed',
      },
    });
    const stored = await t.dataSource.query(`SELECT count(*)::int AS n FROM contact_messages WHERE name = $1`, [
      name.replace('\u0000', ''),
    ]);
    expect(stored[0].n).toBe(0);
  });
});
