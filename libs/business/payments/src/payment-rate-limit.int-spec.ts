import request from 'supertest';
import { BOOKING_MESSAGES, PAYMENT_MESSAGES } from '@app/contracts';
import { RATE_LIMITS } from '@app/rate-limit';
import {
  Agent,
  bookingPayload,
  expectRateLimited,
  registerUser,
  startPaymentsBed,
  testNetworkAddress,
  usePaymentsBed,
} from '@app/testing';
import { PaymentsModule } from './payments.module';

describe('abuse limits on booking creation and PayPal orders, per client and per account', () => {
  const bed = usePaymentsBed(() => startPaymentsBed({ imports: [PaymentsModule], env: { RATE_LIMIT_FACTOR: '1' } }));

  const book = (agent: Agent, ip: string) =>
    agent.post('/api/bookings').set('X-Forwarded-For', ip).send(bookingPayload(bed.games));
  /**
   * A booking whose team is then held firm, as if paid: what is counted here is requests per window, not the unpaid
   * holds' caps of things held at once (unpaid-hold-limits.int-spec.ts), which 30 unpaid bookings would pass.
   */
  const bookPaid = async (agent: Agent, ip: string) => {
    const res = await book(agent, ip).expect(201);
    await bed.t.dataSource.query(
      `UPDATE allocations SET kind = 'firm', hold_expires_at = NULL WHERE booking_id = $1 AND active`,
      [res.body.id],
    );
  };
  const order = (agent: Agent, ip: string, bookingId: string) =>
    agent
      .post('/paypal/order')
      .set('X-Forwarded-For', ip)
      .send({ amount: '400.00', currency: 'USD', intent: 'CAPTURE', bookingId, plan: 'full' });

  it('booking creation: the one past the limit from one client is a 429 with Retry-After; a signed-in user is counted wherever they are', async () => {
    const { points, seconds } = RATE_LIMITS.booking;
    const ip = testNetworkAddress();
    const anonymous = request.agent(bed.t.server);
    for (let i = 0; i < points; i++) await bookPaid(anonymous, ip);
    expectRateLimited(await book(anonymous, ip), seconds, BOOKING_MESSAGES.tooMany);
    await book(anonymous, testNetworkAddress()).expect(201);

    const { agent } = await registerUser(bed.t.server, {}, testNetworkAddress());
    for (let i = 0; i < points; i++) await bookPaid(agent, testNetworkAddress());
    expectRateLimited(await book(agent, testNetworkAddress()), seconds, BOOKING_MESSAGES.tooMany);
  });

  it('PayPal order creation: limited per client, and per account whatever address it comes from', async () => {
    const { points, seconds } = RATE_LIMITS.payment;
    const ip = testNetworkAddress();
    const parent = request.agent(bed.t.server);
    const { body: booking } = await book(parent, testNetworkAddress()).expect(201);
    for (let i = 0; i < points; i++) await order(parent, ip, booking.id).expect(201);
    expectRateLimited(await order(parent, ip, booking.id), seconds, PAYMENT_MESSAGES.tooMany);
    const opened = await bed.t.dataSource.query('SELECT count(*)::int AS n FROM payments WHERE booking_id = $1', [
      booking.id,
    ]);
    expect(opened[0].n).toBe(points);

    const { agent } = await registerUser(bed.t.server, {}, testNetworkAddress());
    const { body: own } = await book(agent, testNetworkAddress()).expect(201);
    for (let i = 0; i < points; i++) await order(agent, testNetworkAddress(), own.id).expect(201);
    expectRateLimited(await order(agent, testNetworkAddress(), own.id), seconds, PAYMENT_MESSAGES.tooMany);
  });
});
