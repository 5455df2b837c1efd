import request from 'supertest';
import { ACCOUNT_MESSAGES } from '@app/contracts';
import { registerUser, startTestApp, TEST_PASSWORD, TestApp, unique } from '@api/testing';
import { LOGIN_THROTTLE } from './login-throttle.rules';

describe('login throttling', () => {
  let t: TestApp;
  const login = (username: string, password: string, ip: string) =>
    request(t.server).post('/api/login').set('X-Forwarded-For', ip).send({ username, password });

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('locks an account briefly after repeated failures, from any address, with Retry-After', async () => {
    const { user } = await registerUser(t.server);
    const { maxFailures, lockSeconds } = LOGIN_THROTTLE.account;
    for (let i = 0; i < maxFailures; i++)
      await login(user.username, 'wrong password', `198.51.100.${i + 1}`).expect(401);

    const locked = await login(user.username, 'wrong password', '198.51.100.50').expect(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(lockSeconds);
    expect(locked.body.message).toBe(ACCOUNT_MESSAGES.tooManyAttempts(retryAfter));
    // Even the right password waits: the lock is on the account, not on the guesser.
    await login(user.username, TEST_PASSWORD, '198.51.100.51').expect(429);
    // Other accounts are untouched.
    const other = await registerUser(t.server);
    await login(other.user.username, TEST_PASSWORD, '198.51.100.52').expect(200);
  });

  it('lets the real user back in once the short lock has passed', async () => {
    const { user } = await registerUser(t.server);
    for (let i = 0; i < LOGIN_THROTTLE.account.maxFailures; i++)
      await login(user.username, 'nope-nope', '198.51.100.60');
    await login(user.username, TEST_PASSWORD, '198.51.100.61').expect(429);
    // Time travel: end the lock as the clock would.
    await t.dataSource.query(`UPDATE login_failures SET locked_until = now() - interval '1 second' WHERE key = $1`, [
      `account:${user.username.toLowerCase()}`,
    ]);
    await login(user.username, TEST_PASSWORD, '198.51.100.61').expect(200);
    await login(user.username, TEST_PASSWORD, '198.51.100.61').expect(200); // a success starts the account afresh
  });

  it('a success clears the account counter', async () => {
    const { user } = await registerUser(t.server);
    const { maxFailures } = LOGIN_THROTTLE.account;
    for (let i = 0; i < maxFailures - 1; i++) await login(user.username, 'nope-nope', '198.51.100.70').expect(401);
    await login(user.username, TEST_PASSWORD, '198.51.100.70').expect(200);
    for (let i = 0; i < maxFailures - 1; i++) await login(user.username, 'nope-nope', '198.51.100.70').expect(401);
    await login(user.username, TEST_PASSWORD, '198.51.100.70').expect(200);
  });

  it('holds a parallel burst to the limit', async () => {
    const { user } = await registerUser(t.server);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(user.username, `guess-${i}`, `198.51.100.${80 + i}`)),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_THROTTLE.account.maxFailures);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12 - LOGIN_THROTTLE.account.maxFailures);
  });

  it('throttles one client address spraying guesses over many accounts', async () => {
    const ip = '192.0.2.44';
    const { maxFailures, lockSeconds } = LOGIN_THROTTLE.ip;
    for (let i = 0; i < maxFailures; i++) await login(unique('spray'), 'Password1', ip).expect(401);
    const res = await login(unique('spray'), 'Password1', ip).expect(429);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(lockSeconds);
    // Another address is not affected.
    const { user } = await registerUser(t.server);
    await login(user.username, TEST_PASSWORD, '192.0.2.45').expect(200);
  });
});
