import Redis from 'ioredis';
import request from 'supertest';
import { DEV_ADMIN_PASSWORD, DEV_ADMIN_USERNAME } from '@app/config';
import { ACCOUNT_MESSAGES } from '@app/contracts';
import { RATE_LIMITS } from '@app/rate-limit';
import { registerUser, startTestApp, TEST_PASSWORD, testAddress, TestApp, unique } from '@app/testing';

/** At the real limits (the test runner raises them for the other suites). */
const REAL_LIMITS = { RATE_LIMIT_FACTOR: '1' };
const FREE = RATE_LIMITS['login-pair'].points;

describe('sign-in throttling', () => {
  let t: TestApp;
  let other: TestApp;
  let redis: Redis;
  const login = (app: TestApp, username: string, password: string, ip: string) =>
    request(app.server).post('/api/login').set('X-Forwarded-For', ip).send({ username, password });
  /** Time travel: the wait of this account and address is over, as if the clock had moved past it. */
  const endWait = (username: string, ip: string) => redis.del(`rl:login-delay:${ip}|${username.toLowerCase()}`);

  beforeAll(async () => {
    [t, other] = await Promise.all([startTestApp({ env: REAL_LIMITS }), startTestApp({ env: REAL_LIMITS })]);
    redis = new Redis(t.config.redisUrl);
  });
  afterAll(async () => {
    redis.disconnect();
    await Promise.all([t.close(), other.close()]);
  });

  it('an attacker guessing from many addresses cannot lock the admin out of their own address', async () => {
    // The old lock-out: wrong passwords, each with a fresh X-Forwarded-For value ...
    const spread = await Promise.all(
      Array.from({ length: 12 }, () => login(t, DEV_ADMIN_USERNAME, 'wrong password', testAddress())),
    );
    expect(spread.map((r) => r.status)).toEqual(Array(12).fill(401));
    // ... and one address past its free attempts, still trying.
    const hammer = testAddress();
    for (let i = 0; i < FREE; i++) await login(other, DEV_ADMIN_USERNAME, 'wrong password', hammer).expect(401);
    await login(t, DEV_ADMIN_USERNAME, 'wrong password', hammer).expect(429);
    // The owner, from their own address, on either replica.
    const owner = testAddress();
    await login(t, DEV_ADMIN_USERNAME, DEV_ADMIN_PASSWORD, owner).expect(200);
    await login(other, DEV_ADMIN_USERNAME.toUpperCase(), DEV_ADMIN_PASSWORD, owner).expect(200);
  });

  it('one address guessing gets a 429 with Retry-After after the free attempts, also on another replica', async () => {
    const { user } = await registerUser(t.server, {}, testAddress());
    const ip = testAddress();
    for (let i = 0; i < FREE; i++) await login(i % 2 ? other : t, user.username, 'wrong password', ip).expect(401);

    const refused = await login(other, user.username, 'wrong password', ip).expect(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      message: ACCOUNT_MESSAGES.tooManyAttempts(retryAfter),
    });
    // Even the right password waits from this address; from any other the owner signs in.
    await login(t, user.username, TEST_PASSWORD, ip).expect(429);
    await login(t, user.username, TEST_PASSWORD, testAddress()).expect(200);
  });

  it('each further failure from that address doubles the wait; a success starts the pair afresh', async () => {
    const { user } = await registerUser(t.server, {}, testAddress());
    const ip = testAddress();
    for (let i = 0; i < FREE; i++) await login(t, user.username, 'wrong password', ip).expect(401);
    await login(t, user.username, 'wrong password', ip).expect(429);

    await endWait(user.username, ip);
    await login(t, user.username, 'wrong again', ip).expect(401); // one attempt after the wait is checked
    const longer = await login(t, user.username, 'wrong password', ip).expect(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(120);

    await endWait(user.username, ip);
    await login(t, user.username, TEST_PASSWORD, ip).expect(200);
    for (let i = 0; i < FREE; i++) await login(t, user.username, 'wrong password', ip).expect(401);
  });

  it('holds a parallel burst from one address to the free attempts', async () => {
    const { user } = await registerUser(t.server, {}, testAddress());
    const ip = testAddress();
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(i % 2 ? other : t, user.username, `guess-${i}`, ip)),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(FREE);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12 - FREE);
  });

  it('throttles one address spraying guesses over many accounts', async () => {
    const ip = testAddress();
    const { points, seconds } = RATE_LIMITS['login-address'];
    // As if all but one of today's failures had already been spent on other names (100 real guesses take ~10 s).
    await redis.set(`rl:login-address:${ip}`, points - 1, 'EX', seconds);
    await login(t, unique('spray'), 'Password1', ip).expect(401);
    const refused = await login(t, unique('spray'), 'Password1', ip).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(seconds - 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(seconds);
    // Another address is not affected.
    const { user } = await registerUser(t.server, {}, testAddress());
    await login(t, user.username, TEST_PASSWORD, testAddress()).expect(200);
  });
});
