import request from 'supertest';
import { BOOKING_MESSAGES } from '@app/contracts';
import { RATE_LIMITS } from '@app/rate-limit';
import { SettingsService } from '@app/settings';
import { bookingPayload, expectRateLimited, startPaymentsBed, testAddress, usePaymentsBed } from '@app/testing';
import { PaymentsModule } from './payments.module';

/**
 * A lapsed unpaid booking claims its time again when the parent opens a PayPal order: that hold counts against the
 * unpaid holds' caps like a new booking's, at the real limits (RATE_LIMIT_FACTOR 1), or a script could keep a day
 * blocked by re-opening orders for old bookings instead of booking anew.
 */
describe('POST /paypal/order: a hold claimed again counts against the unpaid caps', () => {
  const bed = usePaymentsBed(() => startPaymentsBed({ imports: [PaymentsModule], env: { RATE_LIMIT_FACTOR: '1' } }));

  it('from an address already at its cap, a lapsed booking is refused its new hold; another address may pay', async () => {
    const address = testAddress();
    const agent = request.agent(bed.t.server);
    const book = async () => {
      const res = await agent.post('/api/bookings').set('X-Forwarded-For', address).send(bookingPayload(bed.games));
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const lapsed = await book();
    // Its hold lapsed and the expiry job released it (AvailabilityService.expireHold).
    await bed.t.dataSource.query(
      `UPDATE allocations SET hold_expires_at = now() - interval '1 second', active = false, released_at = now()
       WHERE booking_id = $1 AND active`,
      [lapsed],
    );
    for (let i = 0; i < RATE_LIMITS['unpaid-holds-address'].atOnce; i++) await book();

    const order = (from: string) =>
      agent
        .post('/paypal/order')
        .set('X-Forwarded-For', from)
        .send({ amount: '400.00', currency: 'USD', intent: 'CAPTURE', bookingId: lapsed, plan: 'full' });
    const holdSeconds = bed.t.app.get(SettingsService).snapshot().holdMinutes * 60;
    expectRateLimited(await order(address), holdSeconds, BOOKING_MESSAGES.tooManyUnpaidFromConnection);
    const [{ holding }] = await bed.t.dataSource.query(
      `SELECT count(*)::int AS holding FROM allocations WHERE booking_id = $1 AND active AND hold_expires_at > now()`,
      [lapsed],
    );
    expect(holding).toBe(0);

    expect((await order(testAddress())).status).toBe(201);
  });
});
