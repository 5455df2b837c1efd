import request from 'supertest';
import { ACCOUNT_MESSAGES, CONTACT_MESSAGES, CUSTOM_GAME_MESSAGES } from '@app/contracts';
import { CatalogModule } from '@app/catalog';
import { ContactModule } from '@app/contact';
import {
  expectRateLimited,
  registerUser,
  startTestApp,
  TEST_PASSWORD,
  testAddress,
  TestApp,
  unique,
} from '@app/testing';
import { RATE_LIMITS } from '@app/rate-limit';

/** The real limits (RATE_LIMIT_FACTOR 1; the test runner raises it for every other suite). */
const REAL_LIMITS = { RATE_LIMIT_FACTOR: '1' };

describe('rate limits on registration, contact messages and custom games', () => {
  let t: TestApp;
  let other: TestApp;

  beforeAll(async () => {
    [t, other] = await Promise.all([
      startTestApp({ imports: [ContactModule, CatalogModule], env: REAL_LIMITS }),
      startTestApp({ imports: [ContactModule, CatalogModule], env: REAL_LIMITS }),
    ]);
  });
  afterAll(() => Promise.all([t.close(), other.close()]));

  const contact = (app: TestApp, ip: string, email = `${unique('rl')}@example.com`) =>
    request(app.server).post('/api/contact-messages').set('X-Forwarded-For', ip).send({
      name: 'Dana Parent',
      email,
      subject: 'pricing',
      message: 'How much for 25 kids on a Sunday?',
    });
  const storedFrom = async (email: string) =>
    (await t.dataSource.query(`SELECT 1 FROM contact_messages WHERE email = $1`, [email])).length;

  it('contact: the post past the limit from one client is a 429 with Retry-After and stores nothing', async () => {
    const ip = testAddress();
    const { points, seconds } = RATE_LIMITS.contact;
    for (let i = 0; i < points; i++) await contact(t, ip).expect(201);
    const email = `${unique('over')}@example.com`;
    expectRateLimited(await contact(t, ip, email), seconds, CONTACT_MESSAGES.tooMany);
    expect(await storedFrom(email)).toBe(0);
    // Another client is unaffected.
    await contact(t, testAddress()).expect(201);
  });

  it('contact: a refused post does not use up its Idempotency-Key, so the retry after the wait can run', async () => {
    const ip = testAddress();
    for (let i = 0; i < RATE_LIMITS.contact.points; i++) await contact(t, ip).expect(201);
    const key = unique('intent-');
    await contact(t, ip).set('Idempotency-Key', key).expect(429);
    expect(await t.dataSource.query(`SELECT 1 FROM idempotency_keys WHERE key = $1`, [key])).toHaveLength(0);
  });

  it('contact: the count is shared by every api instance', async () => {
    const ip = testAddress();
    const { points, seconds } = RATE_LIMITS.contact;
    for (let i = 0; i < points; i++) await contact(i % 2 ? other : t, ip).expect(201);
    expectRateLimited(await contact(other, ip), seconds, CONTACT_MESSAGES.tooMany);
    expectRateLimited(await contact(t, ip), seconds, CONTACT_MESSAGES.tooMany);
  });

  it('contact: requests refused as invalid do not use up the allowance', async () => {
    const ip = testAddress();
    for (let i = 0; i < RATE_LIMITS.contact.points * 2; i++) {
      await request(t.server).post('/api/contact-messages').set('X-Forwarded-For', ip).send({ name: 'D' }).expect(400);
    }
    await contact(t, ip).expect(201);
  });

  it('contact: bodies refused as unreadable (too deep, not Unicode, not an object) do not use it up either', async () => {
    const ip = testAddress();
    const deep = '{"name":'.repeat(2300) + '1' + '}'.repeat(2300);
    for (const body of [deep, '{"name":"\\ud800"}', '[]']) {
      for (let i = 0; i < RATE_LIMITS.contact.points; i++) {
        await request(t.server)
          .post('/api/contact-messages')
          .set('X-Forwarded-For', ip)
          .type('json')
          .send(body)
          .expect(400);
      }
    }
    await contact(t, ip).expect(201);
  });

  it('register: probing which e-mails have accounts is throttled per client', async () => {
    const ip = testAddress();
    const { points, seconds } = RATE_LIMITS.register;
    const register = (email: string) =>
      request(t.server)
        .post('/api/register')
        .set('X-Forwarded-For', ip)
        .send({ username: unique('probe'), email, password: TEST_PASSWORD });
    const { user } = await registerUser(t.server, {}, testAddress());
    for (let i = 0; i < points; i++) await register(user.email!).expect(409);
    const refused = await register(`${unique('fresh')}@example.com`);
    expectRateLimited(refused, seconds, ACCOUNT_MESSAGES.tooManyRegistrations);
    expect(refused.body.fields).toBeUndefined(); // says nothing about the address
    await request(other.server)
      .post('/api/register')
      .set('X-Forwarded-For', ip)
      .send({ username: unique('late'), email: `${unique('late')}@example.com`, password: TEST_PASSWORD })
      .expect(429);
  });

  it('custom games: limited per client, and per account whatever address a signed-in user comes from', async () => {
    const { points, seconds } = RATE_LIMITS['custom-game'];
    const idea = () => ({ name: unique('Relay '), description: 'Teams race.', equipment: ['Cones'] });
    const ip = testAddress();
    for (let i = 0; i < points; i++) {
      await request(t.server).post('/api/custom-games').set('X-Forwarded-For', ip).send(idea()).expect(201);
    }
    const refused = await request(t.server).post('/api/custom-games').set('X-Forwarded-For', ip).send(idea());
    expectRateLimited(refused, seconds, CUSTOM_GAME_MESSAGES.tooMany);

    const { agent } = await registerUser(t.server, {}, testAddress());
    for (let i = 0; i < points; i++) {
      await agent.post('/api/custom-games').set('X-Forwarded-For', testAddress()).send(idea()).expect(201);
    }
    const perAccount = await agent.post('/api/custom-games').set('X-Forwarded-For', testAddress()).send(idea());
    expectRateLimited(perAccount, seconds, CUSTOM_GAME_MESSAGES.tooMany);
  });
});
