import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AVAILABILITY_MESSAGES, CONTACT_MESSAGES, type GalleryPhoto } from '@app/contracts';
import { dataSourceOptions } from '@app/database';
import { freePort, NodeService, startNodeService, waitForHttpOk } from '@app/devstack';
import { RATE_LIMITS } from '@app/rate-limit';
import {
  bookingBody,
  businessDayIn,
  catalogueGameIds,
  expectRateLimited,
  Inbox,
  loginAsAdmin,
  registerUser,
  restoreSeedTeams,
  sessionCookieOf,
  startTestS3,
  TEST_PASSWORD,
  testConfig,
  testNetworkAddress,
  type TestS3,
  unique,
  useOnlyTeams,
  waitFor,
  weekdayOf,
} from '@app/testing';
import { DIST } from './paths';

/** A built app's start on a loaded 2-core machine, four at once: a time limit, not a figure under test. */
const START_LIMIT_MS = 60_000;
/**
 * How long health waits for a silent worker before showing it late (the shortest HEALTH_WORKER_SILENCE_SECONDS); a killed
 * one is lost after twice that and dropped after ten times (WORKER_DROPPED_AFTER_SILENCES).
 */
const SILENCE_SECONDS = 3;
/** The scrape token, which also shows health's worker ids whole (host and pid), as the cases match them by pid. */
const METRICS_TOKEN = 'two-machines-metrics-token';
/** Free teams at the contested time, and the parents who all ask for it at once. */
const TEAMS = 4;
const BOOKINGS = 60;
/** A parent's tries while the api answers 503 busy, each after its Retry-After (5 s). */
const BOOKING_ATTEMPTS = 3;
/** The contested day (a weekday of the test's own teams) and time: 3 games (90 min) fit 10:00-11:30 only. */
const DAY_AHEAD = 45;
const WINDOW = { startMinute: 600, endMinute: 690 };

interface Api {
  url: string;
  service: NodeService;
}

/**
 * A second machine: two api processes and two worker processes, built and started as `npm start` runs them, on one
 * PostgreSQL, one Redis (this Jest worker's) and one S3-compatible bucket, and nothing else shared. What a parent, an
 * admin or ops would see must not depend on which process answers.
 */
describe('two apis and two workers on one PostgreSQL, Redis and bucket', () => {
  const inbox = Inbox.ofTestRun();
  const running: NodeService[] = [];
  let s3: TestS3;
  let db: DataSource;
  let apis: Api[];
  let workers: NodeService[];
  let teamsChanged = false;

  /** Started with what the test run gives this suite (database, Redis, inbox, PayPal sandbox), plus the bucket. */
  const env = (): NodeJS.ProcessEnv => ({
    ...process.env,
    ...s3.env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'fatal',
    SMTP_URL: inbox.smtpUrl,
    // The real limits: every request here sends a client address of its own, except where the limit is the test.
    RATE_LIMIT_FACTOR: '1',
    WORKER_METRICS_PORT: '0',
    // Health names a worker's host and pid only to a caller holding it.
    METRICS_TOKEN,
    HEALTH_WORKER_SILENCE_SECONDS: String(SILENCE_SECONDS),
    // The database is this Jest worker's, whose outbox may hold rows other suites left unpublished.
    HEALTH_OUTBOX_LAG_SECONDS: '3600',
  });
  const start = (name: 'api' | 'worker', appEnv: NodeJS.ProcessEnv) => {
    const service = startNodeService(name, join(DIST, `apps/${name}/src/main.js`), appEnv, { output: 'discard' });
    running.push(service);
    return service;
  };
  const startApi = async (): Promise<Api> => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const service = start('api', { ...env(), PORT: String(port), PUBLIC_URL: url });
    await waitForHttpOk(`${url}/api/health`, START_LIMIT_MS, () => service.child.exitCode === null);
    return { url, service };
  };

  beforeAll(async () => {
    s3 = await startTestS3();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    workers = [start('worker', env()), start('worker', env())];
    apis = await Promise.all([startApi(), startApi()]);
  }, 2 * START_LIMIT_MS);
  afterAll(async () => {
    await Promise.all(running.map((service) => service.stop()));
    if (teamsChanged) await restoreSeedTeams(db);
    await db?.destroy();
    await s3?.close();
  }, 30_000);

  /** The workers in health's report (read from `api`), by process: a worker's id carries its pid (newWorkerId). */
  const workerStatuses = async (api: Api) => {
    const report = (await request(api.url).get('/api/health').auth(METRICS_TOKEN, { type: 'bearer' }).expect(200)).body;
    const statusOf = (worker: NodeService) =>
      (report.workers as { id: string; status: string }[]).find((w) => w.id.includes(`-${worker.child.pid}-`))?.status;
    return { report, statuses: workers.map(statusOf) };
  };
  /** The first report (from `api`) in which the workers have these statuses. */
  const healthWhen = (api: Api, expected: (string | undefined)[], what: string, timeoutMs = 20_000) =>
    waitFor(
      async () => {
        const { report, statuses } = await workerStatuses(api);
        return JSON.stringify(statuses) === JSON.stringify(expected) && report;
      },
      timeoutMs,
      what,
    );

  it(
    'health, on either api, lists both workers as ok',
    async () => {
      const [first, second] = apis;
      await healthWhen(first, ['ok', 'ok'], 'both workers listed as ok', START_LIMIT_MS);
      expect(await healthWhen(second, ['ok', 'ok'], 'both workers listed on the other api')).toMatchObject({
        status: 'ok',
        worker: 'up',
      });
    },
    START_LIMIT_MS + 20_000,
  );

  it('a session made on one api works on the other, and signing out on the other ends it', async () => {
    const [first, second] = apis;
    const address = testNetworkAddress();
    const { user } = await registerUser(first.url, {}, address);
    const login = await request(first.url)
      .post('/api/login')
      .set('X-Forwarded-For', address)
      .send({ username: user.username, password: TEST_PASSWORD })
      .expect(200);
    const cookie = sessionCookieOf(login)!;
    expect(cookie).toBeDefined();
    const me = await request(second.url).get('/api/user').set('Cookie', cookie).expect(200);
    expect(me.body).toMatchObject({ id: user.id, username: user.username });
    await request(second.url).post('/api/logout').set('Cookie', cookie).expect(204);
    await request(first.url).get('/api/user').set('Cookie', cookie).expect(401);
  });

  it('a rate limit counts the requests of both apis', async () => {
    const address = testNetworkAddress();
    const contact = (api: Api) =>
      request(api.url)
        .post('/api/contact-messages')
        .set('X-Forwarded-For', address)
        .send({
          name: 'Dana Parent',
          email: `${unique('two-apis')}@example.com`,
          subject: 'pricing',
          message: 'How much for 25 kids on a Sunday?',
        });
    const { points, seconds } = RATE_LIMITS.contact;
    for (let i = 0; i < points; i++) await contact(apis[i % 2]).expect(201);
    for (const api of apis) expectRateLimited(await contact(api), seconds, CONTACT_MESSAGES.tooMany);
  });

  /**
   * A parent's booking as the site's client sends it, from an address of its own: again after Retry-After while the
   * api answers 503 (on a loaded machine 30 requests at once can outwait one api's pooled connections).
   */
  const book = async (api: Api, body: Record<string, unknown>) => {
    const address = testNetworkAddress();
    for (let attempt = 1; ; attempt++) {
      const res = await request(api.url).post('/api/bookings').set('X-Forwarded-For', address).send(body);
      if (res.status !== 503 || attempt === BOOKING_ATTEMPTS) return res;
      await new Promise((resolve) => setTimeout(resolve, Number(res.headers['retry-after']) * 1000));
    }
  };

  it(`${BOOKINGS} parents booking one time through both apis: one booking per free team, the rest SLOT_TAKEN, and each e-mail sent once`, async () => {
    const day = businessDayIn({ config: testConfig() }, DAY_AHEAD);
    teamsChanged = true;
    await useOnlyTeams(
      db,
      Array.from({ length: TEAMS }, () => [{ weekday: weekdayOf(day), ...WINDOW }]),
    );
    const games = (await catalogueGameIds(apis[0].url)).slice(0, 3);
    const parents = Array.from({ length: BOOKINGS }, () => `${unique('race')}@example.com`);
    const answers = await Promise.all(
      parents.map((parentEmail, i) =>
        book(apis[i % 2], bookingBody({ eventDate: day, eventTime: '10:00' }, games, { parentEmail })),
      ),
    );
    expect(answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => a.text)).toEqual([]);
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(TEAMS);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'SLOT_TAKEN', message: AVAILABILITY_MESSAGES.slotTaken });
    }

    // Whichever worker relays an event and sends its e-mail, each parent who got a booking hears of it once, and
    // the others not at all.
    const ids = created.map((a) => a.body.id as string);
    const notified = `SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1) AND notified_at IS NOT NULL`;
    await waitFor(async () => (await db.query(notified, [ids]))[0].n === TEAMS, 30_000, 'every booking notified');
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a duplicate would arrive meanwhile
    const received = await Promise.all(parents.map((to) => inbox.mails({ to, subject: /^We received your booking / })));
    expect(received.map((mails) => mails.length)).toEqual(answers.map((a) => (a.status === 201 ? 1 : 0)));
  }, 60_000);

  it('a photo uploaded through one api is served by the other, from the bucket', async () => {
    const [first, second] = apis;
    const jpeg = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#2a8f5c' } })
      .jpeg()
      .toBuffer();
    const upload = await (
      await loginAsAdmin(first.url)
    )
      .post('/api/admin/photos')
      .set('X-Forwarded-For', testNetworkAddress())
      .field('category', 'action')
      .field('featured', 'false')
      .field('alt', 'A relay race on the lawn')
      .attach('file', jpeg, 'relay.jpg')
      .expect(201);
    const photo = upload.body as GalleryPhoto;
    for (const variant of photo.variants) {
      const file = await request(second.url).get(variant.url).buffer(true).expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    expect(await s3.objects()).toEqual(
      expect.arrayContaining(photo.variants.map((v) => v.url.slice('/media/'.length))),
    );
  });

  it(
    'health shows a killed worker late, then lost, then drops it, while the other keeps the queues up; a stopped one leaves at once',
    async () => {
      const [first, second] = workers;
      // Killed outright: nothing removes its entry, so health tells from its age alone.
      first.child.kill('SIGKILL');
      for (const status of ['late', 'lost', undefined]) {
        expect(
          await healthWhen(apis[1], [status, 'ok'], `the killed worker ${status ?? 'dropped'}`, 45_000),
        ).toMatchObject({
          status: 'ok',
          worker: 'up',
        });
      }
      await second.stop();
      expect(await healthWhen(apis[0], [undefined, undefined], 'the stopped worker gone at once', 5_000)).toMatchObject(
        {
          status: 'degraded',
          worker: 'down',
        },
      );
    },
    2 * START_LIMIT_MS,
  );
});
