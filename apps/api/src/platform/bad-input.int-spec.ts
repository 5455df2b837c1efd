import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import request from 'supertest';
import { BODY_DEPTH_MAX, BODY_LIMIT_BYTES } from '@app/http';
import { BODY_MESSAGES } from '@app/platform';
import { AppModule } from '@api/app.module';
import { nestRoutes, startTestApp, TestApp, waitFor } from '@app/testing';

interface LogLine {
  level: number;
  msg: string;
}

/** A route that reads a request body: every POST, PUT, PATCH and DELETE of the api, read from Nest's controllers. */
interface BodyRoute {
  method: 'post' | 'put' | 'patch' | 'delete';
  /** With a value for each route parameter. */
  url: string;
  /** It reads a multipart form (a photo upload), not JSON. */
  upload: boolean;
}

/** Read from Nest's controllers, so a new endpoint joins the matrix by itself. */
const bodyRoutes = (t: TestApp): BodyRoute[] =>
  nestRoutes(t.app, ['post', 'put', 'patch', 'delete']).map(({ method, url, config }) => ({
    method: method as BodyRoute['method'],
    url,
    upload: config.photoUpload === true,
  }));

const send = (t: TestApp, { method, url }: BodyRoute, type: string, body: string | Buffer) =>
  request(t.server)[method](url).set('Content-Type', type).send(body);

/** [case, content type, body, extra headers, expected status] */
type Case = [string, string, string | Buffer, Record<string, string>, number];

const json = JSON.stringify({ name: 'Sam Parent', username: 'sam', password: 'whatever1', message: 'hello there' });
const CASES: Case[] = [
  ['a 5 MB body', 'application/json', JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024) }), {}, 413],
  ['a 100k-character field', 'application/json', JSON.stringify({ name: 'x'.repeat(100_000) }), {}, 413],
  ['a bogus charset', 'application/json; charset=bogus', json, {}, 415],
  ['a latin1 charset', 'application/json; charset=iso-8859-1', json, {}, 415],
  ['a gzip content-encoding', 'application/json', gzipSync(json), { 'Content-Encoding': 'gzip' }, 415],
  ['a bogus content-encoding', 'application/json', json, { 'Content-Encoding': 'bogus' }, 415],
  ['a form body', 'application/x-www-form-urlencoded', 'name=Sam', {}, 415],
  ['a text body', 'text/plain', json, {}, 415],
  ['a multipart body', 'multipart/form-data; boundary=x', '--x\r\n\r\nSam\r\n--x--', {}, 415],
  ['an XML body', 'application/xml', '<name>Sam</name>', {}, 415],
  ['invalid JSON', 'application/json', '{"name": "Sam",', {}, 400],
  ['a truncated string', 'application/json', '{"name": "Sa', {}, 400],
  ['a prototype-poisoning body', 'application/json', '{"__proto__": {"admin": true}}', {}, 400],
];

/** A deep body: 2,300 levels in about 5 kB, which once overflowed the stack of the first walk of it (a 500). */
const DEEP = '{"a":'.repeat(2300) + '1' + '}'.repeat(2300);

/** [case, body, code]: refused on every body route before any route code runs (libs/base/http json-bodies.ts). */
const REFUSED_JSON: [string, string, string][] = [
  ['JSON nested 2,300 levels deep', DEEP, 'JSON_TOO_DEEP'],
  [
    'JSON nested one level past the limit',
    '['.repeat(BODY_DEPTH_MAX + 1) + ']'.repeat(BODY_DEPTH_MAX + 1),
    'JSON_TOO_DEEP',
  ],
  ['a lone high surrogate', '{"q":"\\ud800x"}', 'INVALID_UNICODE'],
  ['a lone low surrogate in a key', '{"\\udc00":"x"}', 'INVALID_UNICODE'],
  ['an array', '[]', 'BODY_NOT_OBJECT'],
  ['a string', '"x"', 'BODY_NOT_OBJECT'],
  ['a number', '42', 'BODY_NOT_OBJECT'],
  ['true', 'true', 'BODY_NOT_OBJECT'],
  ['null', 'null', 'BODY_NOT_OBJECT'],
];

describe('bad input is never a 500', () => {
  let t: TestApp;
  let routes: BodyRoute[];
  const lines: LogLine[] = [];
  const errorLines = () => lines.filter((l) => l.level >= 50);

  beforeAll(async () => {
    t = await startTestApp({
      imports: [AppModule],
      logger: pino({ level: 'info' }, { write: (l: string) => lines.push(JSON.parse(l)) }),
    });
    routes = bodyRoutes(t);
  });
  afterAll(() => t.close());

  it('finds every endpoint that reads a body', () => {
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'post /api/bookings',
        'post /api/contact-messages',
        'post /api/custom-games',
        'post /api/login',
        'post /api/logout',
        'post /api/register',
        'post /paypal/order',
        'post /api/paypal-complete',
        'post /api/bookings/process-payment',
        'post /api/bookings/PARAM1234/cancel',
        'patch /api/bookings/PARAM1234',
        'patch /api/admin/teams/PARAM1234',
        'put /api/admin/teams/PARAM1234/windows',
        'put /api/admin/promo-codes/PARAM1234',
        'delete /api/admin/promo-codes/PARAM1234',
        'delete /api/bookings/PARAM1234/roster/family-entries',
        'post /api/admin/exports',
      ]),
    );
    expect(routes.filter((r) => r.upload).map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/admin/photos', '/api/admin/photos/PARAM1234']),
    );
  });

  it('keeps the body limit below a 100k-character field', () => {
    expect(BODY_LIMIT_BYTES).toBeLessThan(100_000);
  });

  it.each(CASES)(
    '%s: answers the right 4xx on every endpoint that reads a body, in the error shape',
    async (_, type, body, headers, status) => {
      for (const route of routes) {
        const res = await send(t, route, type, body).set(headers);
        // The photo uploads read multipart forms: anyone but an admin is stopped before the form is read.
        const expected = route.upload && type.startsWith('multipart/') ? 401 : status;
        expect([route.method, route.url, res.status]).toEqual([route.method, route.url, expected]);
        expect(res.body).toMatchObject({
          statusCode: expected,
          error: expect.any(String),
          message: expect.any(String),
        });
      }
    },
  );

  it.each(REFUSED_JSON)(
    '%s: a 400 with its code on every endpoint that reads a body, nothing logged as a server fault',
    async (_, body, code) => {
      const before = errorLines().length;
      for (const route of routes) {
        const res = await send(t, route, 'application/json', body);
        expect([route.method, route.url, res.status, res.body.code]).toEqual([route.method, route.url, 400, code]);
      }
      expect(errorLines().slice(before)).toEqual([]);
    },
  );

  it('says what is wrong in plain words', async () => {
    const form = await request(t.server).post('/api/contact-messages').type('form').send('name=Sam').expect(415);
    expect(form.body.message).toBe(BODY_MESSAGES.jsonOnly);
    const charset = await request(t.server)
      .post('/api/contact-messages')
      .set('Content-Type', 'application/json; charset=utf-16')
      .send(json)
      .expect(415);
    expect(charset.body.message).toBe(BODY_MESSAGES.charset);
    const invalid = await request(t.server)
      .post('/api/contact-messages')
      .set('Content-Type', 'application/json')
      .send('{oops')
      .expect(400);
    expect(invalid.body.message).toBe(BODY_MESSAGES.invalidJson);
    const deep = await request(t.server).post('/api/contact-messages').type('json').send(DEEP).expect(400);
    expect(deep.body).toMatchObject({ message: BODY_MESSAGES.tooDeep, details: { maxDepth: BODY_DEPTH_MAX } });
    const surrogate = await request(t.server).post('/api/contact-messages').type('json').send('{"name":"\\ud800"}');
    expect(surrogate.body.message).toBe(BODY_MESSAGES.notUnicode);
    const array = await request(t.server).post('/api/contact-messages').type('json').send('[]').expect(400);
    expect(array.body.message).toBe(BODY_MESSAGES.notObject);
  });

  it('reads a body as deep as the limit: the route’s own rules answer it', async () => {
    const atLimit = '{"a":'.repeat(BODY_DEPTH_MAX) + '1' + '}'.repeat(BODY_DEPTH_MAX);
    const res = await request(t.server).post('/api/contact-messages').type('json').send(atLimit).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { a: 'a is not an accepted field' } });
  });

  it('an empty body with Content-Type JSON: a 400 on every endpoint that reads a body', async () => {
    for (const route of routes) {
      const res = await send(t, route, 'application/json', '');
      expect([route.method, route.url, res.status, res.body.code]).toEqual([
        route.method,
        route.url,
        400,
        'INVALID_JSON',
      ]);
    }
  });

  it('wrong field types: a 4xx (logout, which reads no body, a 204), never a 5xx', async () => {
    const body = '{"name": 5, "username": [], "password": {}, "email": true, "message": null}';
    for (const route of routes) {
      const res = await send(t, route, 'application/json', body);
      if (route.url === '/api/logout') expect([route.url, res.status]).toEqual([route.url, 204]);
      else
        expect([route.method, route.url, res.status >= 400 && res.status < 500]).toEqual([
          route.method,
          route.url,
          true,
        ]);
    }
  });

  it('logs a request the client abandons mid-body as a client event, not an error', async () => {
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const before = lines.length;
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/contact-messages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            'Content-Length: 5000\r\n\r\n{"name": "Sam',
        );
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    const aborted = await waitFor(async () => lines.slice(before).find((l) => /abort/.test(l.msg)), 5000, 'abort log');
    expect(aborted.level).toBeLessThan(50);
    expect(lines.slice(before).filter((l) => l.level >= 50)).toEqual([]);
  });
});
