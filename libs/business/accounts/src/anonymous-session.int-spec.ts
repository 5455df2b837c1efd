import { Signer } from '@fastify/cookie';
import request from 'supertest';
import { registerUser, sessionCookieOf, startTestApp, TEST_PASSWORD, TestApp } from '@app/testing';
import { SessionStore } from './session-store';

/** A visitor without the session cookie costs no session: none made, signed, loaded or stored. */
describe('sessions for anonymous visitors', () => {
  let t: TestApp;
  const sessionRows = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM sessions`))[0].n);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('makes, signs, loads and stores no session for a request without the session cookie, and sets no cookie', async () => {
    const store = t.app.get(SessionStore).store;
    const spies = [
      jest.spyOn(Signer.prototype, 'sign'),
      jest.spyOn(Signer.prototype, 'unsign'),
      jest.spyOn(store, 'get'),
      jest.spyOn(store, 'set'),
    ];
    const before = await sessionRows();
    const res = await request(t.server).get('/api/session').set('Cookie', 'cp_bookings=x; other=1').expect(200);
    expect(res.body).toEqual({ user: null, expiresAt: null });
    expect(res.headers['set-cookie']).toBeUndefined();
    await request(t.server).get('/api/user').expect(401);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(await sessionRows()).toBe(before);
  });

  it('still signs a browser in that came without a session, and its cookie then brings the user', async () => {
    const { user } = await registerUser(t.server);
    const login = request(t.server).post('/api/login').send({ username: user.username, password: TEST_PASSWORD });
    const cookie = sessionCookieOf(await login.expect(200));
    expect(cookie).toMatch(/^cp\.sid=s%3A/);
    const get = jest.spyOn(t.app.get(SessionStore).store, 'get');
    const me = await request(t.server).get('/api/session').set('Cookie', cookie!).expect(200);
    expect(me.body.user).toEqual(user);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
