import request from 'supertest';
import { DevStack, freePort, NodeService, startNodeService, waitForHttpOk } from '@app/devstack';
import { bookingPayload, loginAsAdmin } from '@app/testing';
import { DIST, ROOT, WEB_DIST } from './paths';
import { buildPreviousApi, PreviousApi, previousRevision } from './previous-api';

/** Building the previous api and starting it on a loaded 2-core machine: a time limit, not a figure under test. */
const SETUP_LIMIT_MS = 240_000;

/**
 * Expand, then contract (docs/operations.md): a deploy applies the new build's migrations while the previous build's
 * api still serves, so that api must keep working on the new schema. The previous api (previousRevision: the build
 * before the newest migration) is built apart from its own sources, this build's migrations and seed are applied to a
 * throwaway database (DevStack's prepare), and the previous api, started on it, serves a parent from health to a
 * booking read back.
 */
describe("the previous build's api on this build's schema", () => {
  let previous: PreviousApi | undefined;
  let stack: DevStack | undefined;
  let api: NodeService | undefined;
  let url: string;

  beforeAll(async () => {
    previous = await buildPreviousApi(ROOT, await previousRevision(ROOT));
    console.log(`the api of ${previous.revision} (${previous.why}) built in ${previous.buildMs} ms`);
    stack = new DevStack({
      buildDir: DIST,
      postgres: { throwawayOn: process.env.DATABASE_URL! },
      redis: { throwawayOn: process.env.REDIS_URL! },
      database: 'previous_api',
      prepare: true,
      prepareOutput: 'hide',
      env: { ...process.env },
    });
    await stack.start();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // Its errors (a statement the new schema refuses) are printed with the test's output, prefixed [previous-api].
    api = startNodeService('previous-api', previous.script, {
      ...stack.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'error',
      WEB_DIST_DIR: WEB_DIST,
    });
    await waitForHttpOk(`${url}/api/health`, SETUP_LIMIT_MS, () => api?.child.exitCode === null);
  }, 2 * SETUP_LIMIT_MS);
  afterAll(async () => {
    await api?.stop();
    await stack?.stop();
    await previous?.remove();
  }, 30_000);

  it('answers health and the catalogue, and takes a booking that reads back whole', async () => {
    expect((await request(url).get('/api/health')).body).toMatchObject({ database: 'up', redis: 'up' });
    const games = (await request(url).get('/api/games').expect(200)).body as { id: number }[];
    expect(games.length).toBeGreaterThanOrEqual(3);
    expect((await request(url).get('/api/packages').expect(200)).body).not.toEqual([]);

    const body = bookingPayload(games.slice(0, 3).map((g) => g.id));
    const created = await request(url).post('/api/bookings').send(body);
    expect({ status: created.status, body: created.status === 201 ? {} : created.body }).toEqual({
      status: 201,
      body: {},
    });

    const admin = await loginAsAdmin(url);
    const detail = (await admin.get(`/api/admin/bookings/${created.body.id}`).expect(200)).body;
    expect(detail).toMatchObject({
      id: created.body.id,
      parentEmail: body.parentEmail,
      eventDate: body.eventDate,
      eventTime: body.eventTime,
    });
  });
});
