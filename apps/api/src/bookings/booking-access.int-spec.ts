import request from 'supertest';
import { AdminModule } from '@app/admin';
import { ACCOUNT_MESSAGES, BOOKING_MESSAGES } from '@app/contracts';
import {
  bookingPayload,
  catalogueGameIds,
  loginAsAdmin,
  registerOn,
  registerUser,
  startTestApp,
  TEST_PASSWORD,
  TestApp,
} from '@app/testing';
import { BOOKING_OWNER_COOKIE, BookingsModule } from '@app/bookings';

const NOT_FOUND = { statusCode: 404, code: 'BOOKING_NOT_FOUND', message: BOOKING_MESSAGES.notFound };

describe('who sees a booking (docs/product/api.md#server-rules: access on the server)', () => {
  let t: TestApp;
  let games: number[];
  const book = (agent: ReturnType<typeof request.agent>, overrides: Record<string, unknown> = {}) =>
    agent
      .post('/api/bookings')
      .send(bookingPayload(games.slice(0, 3), overrides))
      .expect(201);

  beforeAll(async () => {
    // The admin's list is the admin area's (libs/office/admin).
    t = await startTestApp({ imports: [BookingsModule, AdminModule] });
    games = await catalogueGameIds(t.server);
  });
  afterAll(() => t.close());

  it('a signed-in parent owns their booking; another user and an anonymous browser get the 404 of no booking', async () => {
    const { agent, user } = await registerUser(t.server);
    const created = await book(agent);
    expect(created.body.userId).toBe(user.id);
    expect(String(created.headers['set-cookie'])).not.toContain(BOOKING_OWNER_COOKIE);
    // The booking's page adds its policy and calendar facts to the booking as created, its pricing kept.
    expect((await agent.get(`/api/bookings/${created.body.id}`).expect(200)).body).toMatchObject(created.body);
    const other = await registerUser(t.server);
    expect((await other.agent.get(`/api/bookings/${created.body.id}`).expect(404)).body).toMatchObject(NOT_FOUND);
    await request(t.server).get(`/api/bookings/${created.body.id}`).expect(404);
    const admin = await loginAsAdmin(t.server);
    expect((await admin.get(`/api/bookings/${created.body.id}`).expect(200)).body.id).toBe(created.body.id);
  });

  it('answers 404 alike for an id that does not exist or is not an id', async () => {
    const admin = await loginAsAdmin(t.server);
    expect((await admin.get('/api/bookings/00000000-0000-4000-8000-000000000000').expect(404)).body).toMatchObject(
      NOT_FOUND,
    );
    expect((await admin.get('/api/bookings/42').expect(404)).body).toMatchObject(NOT_FOUND);
  });

  it('an anonymous browser gets an HttpOnly owner cookie that opens its bookings, and only there', async () => {
    const browser = request.agent(t.server);
    const first = await book(browser);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`${BOOKING_OWNER_COOKIE}=[0-9a-f-]{36};`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // The same browser's next booking reuses its token: one cookie opens both.
    const second = await book(browser);
    expect(String(second.headers['set-cookie'])).not.toContain(BOOKING_OWNER_COOKIE);
    for (const id of [first.body.id, second.body.id]) await browser.get(`/api/bookings/${id}`).expect(200);

    const otherBrowser = request.agent(t.server);
    await book(otherBrowser);
    await otherBrowser.get(`/api/bookings/${first.body.id}`).expect(404);
    const forged = `${BOOKING_OWNER_COOKIE}=00000000-0000-4000-8000-000000000000`;
    await request(t.server).get(`/api/bookings/${first.body.id}`).set('Cookie', forged).expect(404);
  });

  it('registering takes the browser’s anonymous bookings into the account', async () => {
    const browser = request.agent(t.server);
    const booking = await book(browser);
    const { user } = await registerOn(browser);
    expect((await browser.get('/api/bookings/user').expect(200)).body.map((b: { id: string }) => b.id)).toEqual([
      booking.body.id,
    ]);
    expect((await browser.get(`/api/bookings/${booking.body.id}`).expect(200)).body.userId).toBe(user.id);
    // Signed out, the browser's cookie no longer opens what now belongs to the account.
    await browser.post('/api/logout').expect(204);
    await browser.get(`/api/bookings/${booking.body.id}`).expect(404);
  });

  it('signing in takes them too', async () => {
    const { agent, user } = await registerUser(t.server);
    await agent.post('/api/logout').expect(204);
    const booking = await book(agent);
    expect(booking.body.userId).toBeNull();
    await agent.post('/api/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    const own = (await agent.get('/api/bookings/user').expect(200)).body;
    expect(own.map((b: { id: string }) => b.id)).toContain(booking.body.id);
  });

  it('GET /api/bookings/user: 401 anonymous; the caller’s own, newest first', async () => {
    const anonymous = await request(t.server).get('/api/bookings/user').expect(401);
    expect(anonymous.body.message).toBe(ACCOUNT_MESSAGES.loginRequired);
    const { agent } = await registerUser(t.server);
    expect((await agent.get('/api/bookings/user').expect(200)).body).toEqual([]);
    const older = await book(agent, { childName: 'Older' });
    const newer = await book(agent, { childName: 'Newer' });
    await book(request.agent(t.server));
    const own = (await agent.get('/api/bookings/user').expect(200)).body;
    expect(own.map((b: { id: string }) => b.id)).toEqual([newer.body.id, older.body.id]);
    expect(own[0]).toMatchObject({ childName: 'Newer', selectedGames: games.slice(0, 3), totalPrice: '400.00' });
  });

  it('GET /api/admin/bookings: 401 anonymous, 403 for a user, every booking newest first for the admin', async () => {
    await request(t.server).get('/api/admin/bookings').expect(401);
    const { agent } = await registerUser(t.server);
    expect((await agent.get('/api/admin/bookings').expect(403)).body).toMatchObject({ code: 'ADMIN_REQUIRED' });
    const mine = await book(agent);
    const anonymous = await book(request.agent(t.server));
    const all = (await (await loginAsAdmin(t.server)).get('/api/admin/bookings').expect(200)).body;
    const ids = all.map((b: { id: string }) => b.id);
    expect(ids.slice(0, 2)).toEqual([anonymous.body.id, mine.body.id]);
    const times = all.map((b: { createdAt: string }) => b.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
