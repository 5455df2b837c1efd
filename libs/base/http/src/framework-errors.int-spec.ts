import { connect, type AddressInfo } from 'node:net';
import request from 'supertest';
import { ERROR_STATUS } from '@app/contracts';
import { startTestApp, TestApp } from '@app/testing';

/** Stands for a capability in a path (an invitation's token): no error answer may echo it. */
const SECRET = 'SeCrEt4d9f';

/** What every error leaves as, whoever raised it: the product's coded shape (error-body.ts), the path not echoed. */
function expectCoded(status: number, code: string, body: unknown, raw: string): void {
  expect(body).toEqual({ statusCode: status, error: expect.any(String), code, message: expect.any(String) });
  expect(ERROR_STATUS[code as keyof typeof ERROR_STATUS]).toBe(status);
  expect(raw).not.toContain(SECRET);
  expect(raw).not.toContain('FST_');
}

/** One raw HTTP exchange, for what a client library would refuse to send. */
function exchange(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const parse = (answer: string) => {
  const [head, body] = answer.split('\r\n\r\n', 2);
  return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) as unknown, raw: answer };
};

describe("the framework's own errors leave in the product's coded shape", () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp({
      pipeline: async (app) => {
        const fastify = app.getHttpAdapter().getInstance();
        fastify.get('/api/test/failing-on-request/:token', {
          onRequest: (req, _reply, done) => done(new Error(`broke on ${req.url}`)),
          handler: async () => ({ never: true }),
        });
        // It fails on the route's answer; the error's answer passes.
        fastify.get('/api/test/failing-on-send/:token', {
          onSend: (req, reply, payload, done) =>
            reply.statusCode < 400 ? done(new Error(`broke on ${req.url}`)) : done(null, payload),
          handler: async () => ({ answered: true }),
        });
        // No GET: the SPA's GET /* takes a path no other GET route matches.
        fastify.post('/api/test/posted/:token', async () => ({ posted: true }));
        fastify.get('/api/test/framework-4xx/:token', async (req) => {
          throw Object.assign(new Error(`'${req.url}' is not acceptable`), {
            statusCode: 406,
            code: 'FST_ERR_SOMETHING',
          });
        });
        // A plugin's own scope, made before Nest sets its error handler at init.
        await fastify.register(async (scope) => {
          scope.get('/api/test/scoped/:token', async (req) => {
            throw new Error(`broke on ${req.url}`);
          });
        });
      },
    });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const get = (path: string) => request(t.server).get(path);

  it('a path parameter longer than the router reads: 414 URI_TOO_LONG', async () => {
    const res = await request(t.server)
      .post(`/api/test/posted/${SECRET}${'a'.repeat(200)}`)
      .send({});
    expectCoded(414, 'URI_TOO_LONG', res.body, res.text);
  });

  it('a path that is not valid percent-encoding: 400 BAD_URL', async () => {
    const res = await get(`/api/test/failing-on-send/${SECRET}%E0%A4%A`);
    expectCoded(400, 'BAD_URL', res.body, res.text);
  });

  it('an unknown API route: 404 ROUTE_NOT_FOUND, without the path', async () => {
    const res = await get(`/api/no-such-route/${SECRET}`);
    expectCoded(404, 'ROUTE_NOT_FOUND', res.body, res.text);
  });

  it('a missing file: 404 FILE_NOT_FOUND, without the path', async () => {
    const res = await get(`/assets/${SECRET}.js`);
    expectCoded(404, 'FILE_NOT_FOUND', res.body, res.text);
  });

  it('bodies the parser refuses: 415, 413 and 400 with their codes', async () => {
    const post = (type: string, body: string) =>
      request(t.server).post(`/api/test/failing-on-send/${SECRET}`).set('Content-Type', type).send(body);
    const text = await post('text/plain', 'hello');
    expectCoded(415, 'UNSUPPORTED_MEDIA_TYPE', text.body, text.text);
    const large = await post('application/json', JSON.stringify({ a: 'x'.repeat(100_000) }));
    expectCoded(413, 'PAYLOAD_TOO_LARGE', large.body, large.text);
    const broken = await post('application/json', '{"a": ');
    expectCoded(400, 'INVALID_JSON', broken.body, broken.text);
  });

  it('an error in an onRequest or onSend hook: 500 INTERNAL_ERROR', async () => {
    const onRequest = await get(`/api/test/failing-on-request/${SECRET}`);
    expectCoded(500, 'INTERNAL_ERROR', onRequest.body, onRequest.text);
    const onSend = await get(`/api/test/failing-on-send/${SECRET}`);
    expectCoded(500, 'INTERNAL_ERROR', onSend.body, onSend.text);
  });

  it("a framework error's own words are not passed on", async () => {
    const res = await get(`/api/test/framework-4xx/${SECRET}`);
    expectCoded(400, 'BAD_REQUEST', res.body, res.text);
  });

  it("an error in a plugin's own scope", async () => {
    const res = await get(`/api/test/scoped/${SECRET}`);
    expectCoded(500, 'INTERNAL_ERROR', res.body, res.text);
  });

  it('a request the HTTP parser cannot read: 400 BAD_REQUEST; headers too large: 431', async () => {
    const malformed = parse(await exchange(port, `GET /api/${SECRET} HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n`));
    expectCoded(400, 'BAD_REQUEST', malformed.body, malformed.raw);
    const huge = parse(
      await exchange(port, `GET /api/${SECRET} HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`),
    );
    expectCoded(431, 'HEADERS_TOO_LARGE', huge.body, huge.raw);
  });
});
