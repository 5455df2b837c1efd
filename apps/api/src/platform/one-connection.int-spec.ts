import request from 'supertest';
import {
  approveAtSandbox,
  bookingPayload,
  daysFromToday,
  insertPromo,
  loginAsAdmin,
  paidBooking,
  startPaymentsBed,
  usePaymentsBed,
} from '@app/testing';
import { AppModule } from '@api/app.module';

/**
 * A transaction that holds a booking's row lock and asks the pool for a second connection waits for the requests queued
 * behind that lock to give one back, and they wait for it: the pool runs dry (a reschedule asked the pool for team
 * names). With a pool of ONE connection such a transaction cannot finish at all (its second connection is refused after
 * the pool wait, 503), so every change of a booking here proves it works inside its own connection.
 */
describe('every change of a booking works within the one connection its transaction holds', () => {
  const bed = usePaymentsBed(() => startPaymentsBed({ imports: [AppModule], env: { DATABASE_POOL_SIZE: '1' } }));

  const book = async (days: number) => {
    const agent = request.agent(bed.t.server);
    const { body } = await agent
      .post('/api/bookings')
      .send(bookingPayload(bed.games, { eventDate: daysFromToday(days), eventTime: '11:00' }))
      .expect(201);
    return { agent, id: body.id as string };
  };

  it("a parent's reschedule, payment and cancellation, and the free path", async () => {
    const { agent, id } = await book(500);
    await agent
      .post(`/api/bookings/${id}/reschedule`)
      .send({ eventDate: daysFromToday(501), eventTime: '11:00' })
      .expect(200);
    const order = await agent
      .post('/paypal/order')
      .send({ amount: '200.00', currency: 'USD', intent: 'CAPTURE', bookingId: id, plan: 'deposit' })
      .expect(201);
    await approveAtSandbox(bed.sandbox, order.body.id);
    await agent.post(`/paypal/order/${order.body.id}/capture`).expect(200);
    await agent.post(`/api/bookings/${id}/cancel`).send({}).expect(200);

    const free = await book(502);
    const promo = await insertPromo(bed.t, { discount_value: 100 });
    await free.agent
      .patch(`/api/bookings/${free.id}`)
      .send({ promoCode: promo.code, promoDiscount: '400.00', finalPrice: '0.00', paymentStatus: 'completed' })
      .expect(200);
  });

  it("an admin's move to another team and day, confirmation and cancellation", async () => {
    const admin = await loginAsAdmin(bed.t.server);
    const { id } = await book(503);
    await admin
      .post(`/api/admin/bookings/${id}/move`)
      .send({ teamId: 2, eventDate: daysFromToday(504) })
      .expect(204);
    await admin.post(`/api/admin/bookings/${id}/confirm`).expect(204);
    const paid = await paidBooking(bed.t, bed.sandbox, bed.games);
    await admin.post(`/api/admin/bookings/${paid}/cancel`).send({ reason: 'Rained out', refund: '400.00' }).expect(200);
    await admin.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'Family moved' }).expect(200);
  });
});
