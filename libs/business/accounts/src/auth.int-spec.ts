import * as argon2 from 'argon2';
import request from 'supertest';
import { ACCOUNT_MESSAGES, type SessionState } from '@app/contracts';
import { registerUser, sessionCookieOf, sessionIdOf, startTestApp, TEST_PASSWORD, TestApp, unique } from '@app/testing';

/** No response may carry a password or its hash. */
function expectNoSecrets(res: request.Response): void {
  expect(res.text).not.toMatch(/\$argon2/);
  expect(res.text).not.toMatch(/password/i);
}

describe('accounts: register, login, logout, current user', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('registers, signs the new user in and answers the public user shape', async () => {
    const username = unique('Reg');
    const agent = request.agent(t.server);
    const res = await agent
      .post('/api/register')
      .send({
        username,
        email: `${username}@Example.com`,
        password: TEST_PASSWORD,
        firstName: 'Ada',
        lastName: 'Lovelace',
      })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      username,
      email: `${username}@Example.com`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'user',
    });
    expectNoSecrets(res);
    const me = await agent.get('/api/user').expect(200);
    expect(me.body).toEqual(res.body);
    expectNoSecrets(me);
  });

  it('stores an argon2id hash at OWASP parameters or stronger, never the password', async () => {
    const { user } = await registerUser(t.server);
    const [row] = await t.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    const params = Object.fromEntries(
      row.password_hash
        .split('$')[3]
        .split(',')
        .map((kv: string) => kv.split('=')),
    );
    expect(Number(params.m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(params.t)).toBeGreaterThanOrEqual(2);
    expect(row.password_hash).not.toContain(TEST_PASSWORD);
  });

  it('keeps a current hash at sign-in, and upgrades one made with weaker parameters', async () => {
    const { user } = await registerUser(t.server);
    const hashOf = async () =>
      (await t.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [user.id]))[0].password_hash as string;
    const signIn = () =>
      request(t.server).post('/api/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    const current = await hashOf();
    await signIn();
    // Unchanged: a sign-in hashes the password again only when the parameters changed (not on every sign-in).
    expect(await hashOf()).toBe(current);

    const weaker = await argon2.hash(TEST_PASSWORD, { type: argon2.argon2id, memoryCost: 8_192, timeCost: 1 });
    await t.dataSource.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [user.id, weaker]);
    await signIn();
    expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('stores blank optional names as null', async () => {
    const { user } = await registerUser(t.server, { firstName: '  ', lastName: '' });
    expect(user).toMatchObject({ firstName: null, lastName: null });
  });

  it('answers a taken username or e-mail with a 409 that says which (case-insensitively)', async () => {
    const { user } = await registerUser(t.server);
    const sameName = await request(t.server)
      .post('/api/register')
      .send({ username: user.username.toUpperCase(), email: `${unique('other')}@example.com`, password: TEST_PASSWORD })
      .expect(409);
    expect(sameName.body).toMatchObject({
      code: 'ACCOUNT_TAKEN',
      message: ACCOUNT_MESSAGES.usernameTaken,
      fields: { username: ACCOUNT_MESSAGES.usernameTaken },
    });

    const sameEmail = await request(t.server)
      .post('/api/register')
      .send({ username: unique('other'), email: user.email!.toUpperCase(), password: TEST_PASSWORD })
      .expect(409);
    expect(sameEmail.body).toMatchObject({
      message: ACCOUNT_MESSAGES.emailTaken,
      fields: { email: ACCOUNT_MESSAGES.emailTaken },
    });

    const both = await request(t.server)
      .post('/api/register')
      .send({ username: user.username, email: user.email, password: TEST_PASSWORD })
      .expect(409);
    expect(Object.keys(both.body.fields)).toEqual(['username', 'email']);
  });

  it('refuses invalid registrations with field messages', async () => {
    const res = await request(t.server)
      .post('/api/register')
      .send({ username: 'a b', email: 'nope', password: 'short', role: 'admin' })
      .expect(400);
    expect(res.body.fields).toEqual({
      username: ACCOUNT_MESSAGES.usernameFormat,
      email: ACCOUNT_MESSAGES.email,
      password: ACCOUNT_MESSAGES.passwordLength,
      role: 'role is not an accepted field',
    });
  });

  it.each([
    ['a common password', () => ({ password: 'Password123' }), ACCOUNT_MESSAGES.passwordTooCommon],
    ['the username', (name: string) => ({ password: name.toUpperCase() }), ACCOUNT_MESSAGES.passwordIsUsername],
    ['the e-mail address', (name: string) => ({ password: `${name}@example.com` }), ACCOUNT_MESSAGES.passwordIsEmail],
  ])('refuses %s as a password at the password field, and creates nothing', async (_, change, message) => {
    const username = unique('weak');
    const res = await request(t.server)
      .post('/api/register')
      .send({ username, email: `${username}@example.com`, ...change(username) })
      .expect(400);
    expect(res.body).toMatchObject({ code: 'PASSWORD_TOO_WEAK', message, fields: { password: message } });
    expect(await t.dataSource.query(`SELECT 1 FROM users WHERE username = $1`, [username])).toHaveLength(0);
  });

  it('logs in case-insensitively by username and answers the user', async () => {
    const { user } = await registerUser(t.server);
    const agent = request.agent(t.server);
    const res = await agent
      .post('/api/login')
      .send({ username: user.username.toUpperCase(), password: TEST_PASSWORD })
      .expect(200);
    expect(res.body).toEqual(user);
    expectNoSecrets(res);
    expect((await agent.get('/api/user').expect(200)).body).toEqual(user);
  });

  it('gives one generic message for a wrong password and for an unknown user', async () => {
    const { user } = await registerUser(t.server);
    const ip = '203.0.113.7';
    const wrong = await request(t.server)
      .post('/api/login')
      .set('X-Forwarded-For', ip)
      .send({ username: user.username, password: 'not the password' })
      .expect(401);
    const unknown = await request(t.server)
      .post('/api/login')
      .set('X-Forwarded-For', ip)
      .send({ username: unique('ghost'), password: 'whatever1' })
      .expect(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'INVALID_CREDENTIALS',
      message: ACCOUNT_MESSAGES.invalidCredentials,
    });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('asks for both login fields before checking anything', async () => {
    const res = await request(t.server).post('/api/login').send({ username: '', password: '' }).expect(400);
    expect(res.body.fields).toEqual({
      username: ACCOUNT_MESSAGES.usernameRequired,
      password: ACCOUNT_MESSAGES.passwordRequired,
    });
  });

  it('answers 401 on /api/user without a session, and sets no cookie for anonymous visitors', async () => {
    const res = await request(t.server).get('/api/user').expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'LOGIN_REQUIRED',
      message: ACCOUNT_MESSAGES.loginRequired,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers /api/session with 200 either way: null for nobody (no cookie set), the user once signed in', async () => {
    const anonymous = await request(t.server).get('/api/session').expect(200);
    expect(anonymous.body).toEqual({ user: null, expiresAt: null });
    expect(anonymous.headers['cache-control']).toBe('no-store');
    expect(anonymous.headers['set-cookie']).toBeUndefined();
    const { agent, user } = await registerUser(t.server);
    expect((await agent.get('/api/session').expect(200)).body).toEqual({ user, expiresAt: expect.any(String) });
    await agent.post('/api/logout').expect(204);
    expect((await agent.get('/api/session').expect(200)).body).toEqual({ user: null, expiresAt: null });
  });

  it('issues a new session id at login, so a session id known before sign-in is useless after it', async () => {
    const { agent, user } = await registerUser(t.server);
    const before = sessionCookieOf(await agent.get('/api/user').expect(200))!;
    const login = await agent.post('/api/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    const after = sessionCookieOf(login)!;
    expect(after).toBeDefined();
    expect(sessionIdOf(after)).not.toBe(sessionIdOf(before));
    await request(t.server).get('/api/user').set('Cookie', before).expect(401);
    await request(t.server).get('/api/user').set('Cookie', after).expect(200);
  });

  it('logs out by destroying the session and clearing the cookie', async () => {
    const { agent } = await registerUser(t.server);
    const cookie = sessionCookieOf(await agent.get('/api/user').expect(200))!;
    const out = await agent.post('/api/logout').expect(204);
    expect(String(out.headers['set-cookie'])).toMatch(/cp\.sid=;.*Expires=Thu, 01 Jan 1970/);
    const rows = await t.dataSource.query(`SELECT 1 FROM sessions WHERE sid = $1`, [sessionIdOf(cookie)]);
    expect(rows).toHaveLength(0);
    await request(t.server).get('/api/user').set('Cookie', cookie).expect(401);
    await agent.get('/api/user').expect(401);
    await request(t.server).post('/api/logout').expect(204); // signing out twice is harmless
  });

  it('rolls the idle expiry forward and ends a session past its absolute lifetime', async () => {
    const { agent } = await registerUser(t.server);
    const cookie = sessionCookieOf(await agent.get('/api/user').expect(200))!;
    const sid = sessionIdOf(cookie);
    const [{ minutes }] = await t.dataSource.query(
      `SELECT round(extract(epoch FROM expire - now()) / 60) AS minutes FROM sessions WHERE sid = $1`,
      [sid],
    );
    expect(Number(minutes)).toBe(t.config.session.idleMinutes);
    // The session says when it ends unless used again: the idle limit from now, while the absolute one is further.
    const idleEnd = Date.now() + t.config.session.idleMinutes * 60_000;
    const { expiresAt } = (await agent.get('/api/session').expect(200)).body as SessionState;
    expect(Math.abs(Date.parse(expiresAt!) - idleEnd)).toBeLessThan(5_000);
    // Signed in long ago, the absolute limit comes first.
    const signedInAt = Date.now() - t.config.session.absoluteHours * 3_600_000 + 60_000;
    await t.dataSource.query(
      `UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{user,signedInAt}', to_jsonb($2::bigint))::json WHERE sid = $1`,
      [sid, signedInAt],
    );
    const ending = (await agent.get('/api/session').expect(200)).body as SessionState;
    expect(ending.expiresAt).toBe(new Date(signedInAt + t.config.session.absoluteHours * 3_600_000).toISOString());

    const longAgo = Date.now() - (t.config.session.absoluteHours * 3_600_000 + 1000);
    await t.dataSource.query(
      `UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{user,signedInAt}', to_jsonb($2::bigint))::json WHERE sid = $1`,
      [sid, longAgo],
    );
    await agent.get('/api/user').expect(401);
  });

  it('keeps sessions in PostgreSQL: a session survives an api restart', async () => {
    const first = await startTestApp();
    let cookie: string;
    try {
      const { agent, user } = await registerUser(first.server);
      cookie = sessionCookieOf(await agent.get('/api/user').expect(200))!;
      expect(user.id).toBeDefined();
    } finally {
      await first.close();
    }
    const second = await startTestApp();
    try {
      const me = await request(second.server).get('/api/user').set('Cookie', cookie).expect(200);
      expect(me.body.role).toBe('user');
    } finally {
      await second.close();
    }
  });

  it('refuses a cross-site POST and a non-JSON body', async () => {
    const body = { username: 'someone', password: 'whatever1' };
    const fromOrigin = await request(t.server)
      .post('/api/login')
      .set('Origin', 'https://evil.example')
      .send(body)
      .expect(403);
    expect(fromOrigin.body.message).toBe('Requests from other sites are not accepted.');
    await request(t.server).post('/api/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
    await request(t.server)
      .post('/api/login')
      .set('Origin', t.config.publicUrl)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ username: '', password: '' })
      .expect(400);
    const form = await request(t.server).post('/api/login').type('form').send(body).expect(415);
    expect(form.body.statusCode).toBe(415);
  });
});
