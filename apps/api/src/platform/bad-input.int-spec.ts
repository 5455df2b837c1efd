import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import request from 'supertest';
import { BODY_LIMIT_BYTES } from '@app/http';
import { BODY_MESSAGES } from '@app/platform';
import { AppModule } from '@api/app.module';
import { startTestApp, TestApp, waitFor } from '@app/testing';

interface LogLine {
  level: number;
  msg: string;
}

/** Every POST route the api has, read from Nest's controllers, so a new endpoint joins the matrix by itself. */
function postRoutes(t: TestApp): string[] {
  const routes: string[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
      for (const name of Object.getOwnPropertyNames(metatype.prototype)) {
        const handler = metatype.prototype[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.POST)
          continue;
        const path = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
        // SPEC §7's /paypal/* routes live outside the /api prefix (configureHttp), PayPal's webhook (paypal/webhook)
        // inside it; a route parameter gets a value.
        const prefix = base === 'paypal' ? '' : 'api';
        const route = '/' + [prefix, base, path].filter((p) => p && p !== '/').join('/');
        routes.push(route.replace(/:\w+/g, 'PARAM1234'));
      }
    }
  }
  return routes.sort();
}

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

describe('bad input is never a 500', () => {
  let t: TestApp;
  let routes: string[];
  const lines: LogLine[] = [];

  beforeAll(async () => {
    t = await startTestApp({
      imports: [AppModule],
      logger: pino({ level: 'info' }, { write: (l: string) => lines.push(JSON.parse(l)) }),
    });
    routes = postRoutes(t);
  });
  afterAll(() => t.close());

  it('finds every POST endpoint', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        '/api/bookings',
        '/api/contact-messages',
        '/api/custom-games',
        '/api/login',
        '/api/logout',
        '/api/register',
        '/paypal/order',
        '/api/paypal-complete',
        '/api/bookings/process-payment',
      ]),
    );
  });

  it('keeps the body limit below a 100k-character field', () => {
    expect(BODY_LIMIT_BYTES).toBeLessThan(100_000);
  });

  it.each(CASES)(
    '%s: answers the right 4xx on every POST endpoint, in the error shape',
    async (_, type, body, headers, status) => {
      for (const route of routes) {
        const res = await request(t.server).post(route).set('Content-Type', type).set(headers).send(body);
        // The photo upload reads multipart forms: anyone but an admin is stopped before the form is read.
        const expected = route === '/api/admin/photos' && type.startsWith('multipart/') ? 401 : status;
        expect([route, res.status]).toEqual([route, expected]);
        expect(res.body).toMatchObject({
          statusCode: expected,
          error: expect.any(String),
          message: expect.any(String),
        });
      }
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
  });

  it('an empty body with Content-Type JSON: a 400 on every POST endpoint', async () => {
    for (const route of routes) {
      const res = await request(t.server).post(route).set('Content-Type', 'application/json').send('');
      expect([route, res.status, res.body.code]).toEqual([route, 400, 'INVALID_JSON']);
    }
  });

  it.each([
    ['null', 'null'],
    ['an array', '[1, 2]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['wrong field types', '{"name": 5, "username": [], "password": {}, "email": true, "message": null}'],
  ])('%s with Content-Type JSON: a 4xx (logout, which reads no body, a 204), never a 5xx', async (_, body) => {
    for (const route of routes) {
      const res = await request(t.server).post(route).set('Content-Type', 'application/json').send(body);
      if (route === '/api/logout') expect([route, res.status]).toEqual([route, 204]);
      else expect([route, res.status >= 400 && res.status < 500]).toEqual([route, true]);
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
