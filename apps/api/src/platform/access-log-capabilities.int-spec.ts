import { Controller, Get, Module, Param } from '@nestjs/common';
import pino from 'pino';
import request from 'supertest';
import { PinoNestLogger } from '@app/platform';
import { AppModule } from '@api/app.module';
import { nestRoutes, startTestApp, TestApp, waitFor } from '@app/testing';

interface LogLine {
  msg: string;
  req?: { id: string; url: string };
  reqId?: string;
}

/** Stands for a capability: no log line may hold it. */
const SECRET = 'cap4b1e9f0d';

/** A route of a controller whose handler fails: the exception filter logs the server fault. */
@Controller('test-log')
class FailingController {
  @Get(':token/fail')
  fail(@Param('token') token: string): never {
    throw new Error(`failed for ${token.length} characters`);
  }
}

@Module({ controllers: [FailingController] })
class FailingModule {}

describe('capabilities never reach the log', () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  const text = () => lines.map((l) => JSON.stringify(l)).join('\n');
  /** The access log line of the request that got this answer. */
  const lineOf = (res: request.Response) =>
    waitFor(async () => lines.find((l) => l.req?.id === res.headers['x-request-id']), 5_000, 'its access log line');

  beforeAll(async () => {
    t = await startTestApp({
      imports: [AppModule, FailingModule],
      logger: pino({ level: 'info' }, { write: (l: string) => lines.push(JSON.parse(l)) }),
      // Nest's own log calls (the exception filter's) go to the same lines, as in main.ts.
      pipeline: async (app, _config, logger) => app.useLogger(new PinoNestLogger(logger)),
    });
  });
  afterAll(() => t.close());

  it('every route with a token in its path logs it redacted, whatever it answers', async () => {
    const routes = nestRoutes(t.app, ['get', 'post', 'put', 'patch', 'delete']).filter((r) =>
      /:\w*token\b/i.test(r.pattern),
    );
    expect(routes.map((r) => `${r.method} ${r.pattern}`)).toEqual(
      expect.arrayContaining([
        'get /api/invitations/:token',
        'post /api/invitations/:token/children',
        'delete /api/reservations/:token',
      ]),
    );
    for (const route of routes) {
      const url = route.pattern.replace(/:\w*token\b/gi, SECRET).replace(/:\w+/g, '12');
      const res = await request(t.server)[route.method](url).send({});
      const line = await lineOf(res);
      expect(line.req!.url).toBe(url.replace(SECRET, '[redacted]'));
    }
  });

  it.each([
    ["the SPA's invitation page", `/invitations/${SECRET}.c2ln`, '/invitations/[redacted]'],
    ['a path no route matches', `/api/invitations/${SECRET}/nothing-here`, '/api/invitations/[redacted]/nothing-here'],
    ['a path in another case', `/API/Invitations/${SECRET}`, '/API/Invitations/[redacted]'],
    ["a booking link's token", `/api/bookings/12?token=${SECRET}`, '/api/bookings/12?token=[redacted]'],
    [
      'a document read with it',
      `/api/bookings/12/receipt?format=pdf&token=${SECRET}`,
      '/api/bookings/12/receipt?format=pdf&token=[redacted]',
    ],
    [
      "the waiting list offer's token the wizard is opened with",
      `/booking?date=2030-01-01&time=14%3A00&games=3&offer=12.${SECRET}`,
      '/booking?date=2030-01-01&time=14%3A00&games=3&offer=[redacted]',
    ],
    [
      "the wizard's reservation",
      `/api/availability?from=2030-01-01&to=2030-01-01&games=3&reservationToken=${SECRET}`,
      '/api/availability?from=2030-01-01&to=2030-01-01&games=3&reservationToken=[redacted]',
    ],
    ['its page opened with the link', `/bookings/12?token=${SECRET}`, '/bookings/12?token=[redacted]'],
  ])('%s', async (_, url, logged) => {
    const res = await request(t.server).get(url);
    expect((await lineOf(res)).req!.url).toBe(logged);
  });

  it('a server fault is logged under the request id, without the URL', async () => {
    const res = await request(t.server).get(`/api/test-log/${SECRET}/fail`).expect(500);
    const id = res.headers['x-request-id'];
    await waitFor(async () => lines.find((l) => l.msg === 'Unhandled error' && l.reqId === id), 5_000, 'the fault');
    expect((await lineOf(res)).req!.url).toBe('/api/test-log/[redacted]/fail');
  });

  afterAll(() => expect(text()).not.toContain(SECRET));
});
