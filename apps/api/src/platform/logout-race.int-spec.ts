import request from 'supertest';
import { BookingsModule } from '@app/bookings';
import { registerUser, sessionCookieOf, sessionIdOf, startTestApp, TestApp } from '@app/testing';

/**
 * Sessions roll: every answer to a signed-in request saves the session again. One still running when its user logs
 * out must not write the destroyed session back (libs/business/accounts/src/session-store.ts), or the cookie that answer sets
 * signs the browser in again.
 */
describe('logout while another request of the same session is running', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ imports: [BookingsModule] });
  });
  afterAll(() => t.close());

  it('the late answer does not sign the user back in', async () => {
    const { agent } = await registerUser(t.server);
    const cookie = sessionCookieOf(await agent.get('/api/user').expect(200))!;
    // Hold the signed-in request inside its handler (its session already loaded) while the logout goes through.
    const blocker = t.dataSource.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    await blocker.query('LOCK TABLE bookings IN ACCESS EXCLUSIVE MODE');
    const inFlight = request(t.server)
      .get('/api/bookings/user')
      .set('Cookie', cookie)
      .then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await request(t.server).post('/api/logout').set('Cookie', cookie).expect(204);
    await blocker.rollbackTransaction();
    await blocker.release();

    const late = await inFlight;
    expect(late.status).toBe(200);
    const rows = await t.dataSource.query(`SELECT 1 FROM sessions WHERE sid = $1`, [sessionIdOf(cookie)]);
    expect(rows).toHaveLength(0);
    // The browser keeps whatever cookie the late answer set: it must not be a way back in.
    await request(t.server)
      .get('/api/user')
      .set('Cookie', sessionCookieOf(late) ?? cookie)
      .expect(401);
  });
});
