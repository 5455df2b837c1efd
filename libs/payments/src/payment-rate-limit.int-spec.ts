import request from 'supertest';
import { CatalogModule } from '@app/catalog';
import { BOOKING_MESSAGES, PAYMENT_MESSAGES } from '@app/contracts';
import type { PayPalSandbox } from '@app/paypal-sandbox';
import { RATE_LIMITS } from '@app/rate-limit';
import {
  Agent,
  bookingPayload,
  catalogueGameIds,
  expectRateLimited,
  registerUser,
  sandboxEnv,
  startPayPalSandbox,
  startTestApp,
  TestApp,
} from '@app/testing';
import { PaymentsModule } from './payments.module';

/**
 * Counters live in the one Redis every suite shares, and the others (with limits raised) count their requests from
 * random 198.18.x.y addresses too: this suite, at the real limits, takes its addresses from IPv6 /64 networks with 32
 * random bits (counted per /64), which no other suite uses and which do not collide.
 */
const uniqueAddress = () => {
  const part = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${part()}:${part()}::1`;
};

describe('abuse limits on booking creation and PayPal orders (issue #11), per client and per account', () => {
  let sandbox: PayPalSandbox;
  let t: TestApp;
  let games: number[];

  beforeAll(async () => {
    sandbox = await startPayPalSandbox();
    // The real limits (the test runner raises them for every other suite).
    t = await startTestApp({
      imports: [PaymentsModule, CatalogModule],
      env: { ...sandboxEnv(sandbox), RATE_LIMIT_FACTOR: '1' },
    });
    games = (await catalogueGameIds(t.server)).slice(0, 3);
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  const book = (agent: Agent, ip: string) =>
    agent.post('/api/bookings').set('X-Forwarded-For', ip).send(bookingPayload(games));
  const order = (agent: Agent, ip: string, bookingId: string) =>
    agent
      .post('/paypal/order')
      .set('X-Forwarded-For', ip)
      .send({ amount: '400.00', currency: 'USD', intent: 'CAPTURE', bookingId, plan: 'full' });

  it('booking creation: the one past the limit from one client is a 429 with Retry-After; a signed-in user is counted wherever they are', async () => {
    const { points, seconds } = RATE_LIMITS.booking;
    const ip = uniqueAddress();
    const anonymous = request.agent(t.server);
    for (let i = 0; i < points; i++) await book(anonymous, ip).expect(201);
    expectRateLimited(await book(anonymous, ip), seconds, BOOKING_MESSAGES.tooMany);
    await book(anonymous, uniqueAddress()).expect(201);

    const { agent } = await registerUser(t.server, {}, uniqueAddress());
    for (let i = 0; i < points; i++) await book(agent, uniqueAddress()).expect(201);
    expectRateLimited(await book(agent, uniqueAddress()), seconds, BOOKING_MESSAGES.tooMany);
  });

  it('PayPal order creation: limited per client, and per account whatever address it comes from', async () => {
    const { points, seconds } = RATE_LIMITS.payment;
    const ip = uniqueAddress();
    const parent = request.agent(t.server);
    const { body: booking } = await book(parent, uniqueAddress()).expect(201);
    for (let i = 0; i < points; i++) await order(parent, ip, booking.id).expect(201);
    expectRateLimited(await order(parent, ip, booking.id), seconds, PAYMENT_MESSAGES.tooMany);
    const opened = await t.dataSource.query('SELECT count(*)::int AS n FROM payments WHERE booking_id = $1', [
      booking.id,
    ]);
    expect(opened[0].n).toBe(points);

    const { agent } = await registerUser(t.server, {}, uniqueAddress());
    const { body: own } = await book(agent, uniqueAddress()).expect(201);
    for (let i = 0; i < points; i++) await order(agent, uniqueAddress(), own.id).expect(201);
    expectRateLimited(await order(agent, uniqueAddress(), own.id), seconds, PAYMENT_MESSAGES.tooMany);
  });
});
