import request from 'supertest';
import { BookingEntity } from '@app/bookings';
import { CatalogModule } from '@app/catalog';
import { PAYMENT_MESSAGES as M } from '@app/contracts';
import {
  Agent,
  approveAtSandbox,
  bookingLinkQuery,
  bookingPage,
  bookingPayload,
  insertPromo,
  outboxTypesOf,
  paidBooking,
  sandboxEnv,
  startPaymentsBed,
  startPayPalSandbox,
  startTestApp,
  usePaymentsBed,
} from '@app/testing';
import { PaymentEntity } from './entities/payment.entity';
import { AbandonedOrders } from './abandoned-orders';
import { PaymentsModule, PaymentsWorkerModule } from './payments.module';
import { PayPalClient } from './paypal-client';

describe('PayPal checkout (docs/product/api.md#the-api /paypal/*, /api/paypal-complete, the free path)', () => {
  const bed = usePaymentsBed(() =>
    startPaymentsBed({
      imports: [PaymentsModule, PaymentsWorkerModule],
      env: { RATE_LIMIT_FACTOR: '100' },
    }),
  );

  /** A $400.00 booking (3 games, 10 children) owned by `agent` through its anonymous owner cookie. */
  const book = async (agent: Agent = request.agent(bed.t.server)) => {
    const res = await agent.post('/api/bookings').send(bookingPayload(bed.games)).expect(201);
    return { agent, id: res.body.id as string };
  };
  const order = (agent: Agent, bookingId: string, plan: string, amount: string, promoCode?: string) =>
    agent.post('/paypal/order').send({ amount, currency: 'USD', intent: 'CAPTURE', bookingId, plan, promoCode });
  const approve = (orderId: string, outcome?: string) => approveAtSandbox(bed.sandbox, orderId, outcome);
  const capture = (agent: Agent, orderId: string) => agent.post(`/paypal/order/${orderId}/capture`);
  const bookingRow = (id: string) => bed.t.dataSource.getRepository(BookingEntity).findOneByOrFail({ id });
  const events = (bookingId: string) => outboxTypesOf(bed.t.dataSource, bookingId);

  it('GET /paypal/setup gives a client token and where the SDK lives', async () => {
    const { body } = await request(bed.t.server).get('/paypal/setup').expect(200);
    expect(body).toEqual({
      clientToken: expect.any(String),
      clientId: bed.sandbox.credentials.clientId,
      sdkBaseUrl: bed.t.config.paypal.sdkUrl,
      currency: 'USD',
      intent: 'capture',
    });
  });

  it('pays in full: the order is the server’s amount, the capture confirms the booking once, paypal-complete agrees', async () => {
    const { agent, id } = await book();
    const created = await order(agent, id, 'full', '400.00').expect(201);
    expect(created.body).toEqual({ id: expect.any(String), amount: '400.00', plan: 'full' });
    await approve(created.body.id);

    const [first, second] = await Promise.all([capture(agent, created.body.id), capture(agent, created.body.id)]);
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'COMPLETED', payment: { amount: '400.00', status: 'captured' } });
    }
    expect(first.body.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', amountPaid: '400.00' });
    const row = await bookingRow(id);
    expect([row.amountPaidCents, row.balanceDueCents, row.status]).toEqual([40_000, 0, 'confirmed']);
    expect(await events(id)).toEqual([
      'booking.confirmed',
      'booking.created',
      'booking.held',
      'payment.captured',
      'payment.order-opened',
    ]);

    const figures = { orderId: created.body.id, bookingId: id, promoCode: null };
    await agent
      .post('/api/paypal-complete')
      .send({ ...figures, promoDiscount: '0.00', finalPrice: '400.00', originalPrice: '400.00' })
      .expect(200, { success: true, message: M.completed });
    const tampered = await agent
      .post('/api/paypal-complete')
      .send({ ...figures, promoDiscount: '0.00', finalPrice: '1.00', originalPrice: '400.00' })
      .expect(422);
    expect(tampered.body).toMatchObject({ code: 'PAYMENT_AMOUNT_MISMATCH', details: { finalPrice: '400.00' } });
    await capture(agent, created.body.id).expect(200);
    expect((await bookingRow(id)).amountPaidCents).toBe(40_000);
  });

  it('refuses a tampered amount with the server’s figures, and opens no order', async () => {
    const { agent, id } = await book();
    const res = await order(agent, id, 'full', '1.00').expect(422);
    expect(res.body).toMatchObject({
      code: 'PAYMENT_AMOUNT_MISMATCH',
      details: { amount: '400.00', finalPrice: '400.00' },
    });
    expect(await bed.t.dataSource.getRepository(PaymentEntity).countBy({ bookingId: id })).toBe(0);
  });

  it('answers 404 for someone else’s booking and order', async () => {
    const { agent, id } = await book();
    const stranger = request.agent(bed.t.server);
    await order(stranger, id, 'full', '400.00').expect(404);
    const created = await order(agent, id, 'full', '400.00').expect(201);
    await approve(created.body.id);
    const res = await capture(stranger, created.body.id).expect(404);
    expect(res.body.code).toBe('PAYMENT_NOT_FOUND');
  });

  it('takes a 50% deposit, then the balance', async () => {
    const { agent, id } = await book();
    await order(agent, id, 'balance', '200.00').expect(422);
    const deposit = await order(agent, id, 'deposit', '200.00').expect(201);
    await approve(deposit.body.id);
    const paid = await capture(agent, deposit.body.id).expect(200);
    expect(paid.body.booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'deposit_paid',
      amountPaid: '200.00',
      balanceDue: '200.00',
    });
    await order(agent, id, 'deposit', '200.00').expect(422);
    const balance = await order(agent, id, 'balance', '200.00').expect(201);
    await approve(balance.body.id);
    const done = await capture(agent, balance.body.id).expect(200);
    expect(done.body.booking).toMatchObject({ paymentStatus: 'completed', amountPaid: '400.00', balanceDue: '0.00' });
  });

  it("the booking's link pays its balance in a fresh browser (no session, no owner cookie)", async () => {
    const id = await paidBooking(bed.t, bed.sandbox, bed.games, 'deposit');
    const link = (bookingId: string) => bookingLinkQuery(bed.t, bookingId);
    const balance = { amount: '200.00', currency: 'USD', intent: 'CAPTURE', bookingId: id, plan: 'balance' };
    const paying = await request(bed.t.server)
      .post(`/paypal/order${link(id)}`)
      .send(balance)
      .expect(201);
    await approve(paying.body.id);
    await request(bed.t.server)
      .post(`/paypal/order/${paying.body.id}/capture${link(id)}`)
      .expect(200);
    expect(await bookingPage(bed.t, id)).toMatchObject({
      amountPaid: '400.00',
      balanceDue: '0.00',
      paymentStatus: 'completed',
    });
    // Another booking's link pays nothing here.
    const other = await paidBooking(bed.t, bed.sandbox, bed.games, 'deposit');
    await request(bed.t.server)
      .post(`/paypal/order${link(other)}`)
      .send(balance)
      .expect(404);
  });

  it('a declined payment fails with the documented message, gives the promo back, and a retry can pay', async () => {
    const promo = await insertPromo(bed.t, { discount_type: 'fixed', discount_value: 5000, usage_limit: 1 });
    const { agent, id } = await book();
    const declined = await order(agent, id, 'full', '350.00', promo.code).expect(201);
    await approve(declined.body.id, 'decline');
    const res = await capture(agent, declined.body.id).expect(422);
    // PayPal's reason goes with the documented message, for the dialog to say what happened.
    expect(res.body).toMatchObject({
      code: 'PAYMENT_FAILED',
      message: M.failed,
      details: { reason: 'INSTRUMENT_DECLINED' },
    });
    // Capturing the failed order again answers the same.
    expect((await capture(agent, declined.body.id).expect(422)).body.details).toEqual({
      reason: 'INSTRUMENT_DECLINED',
    });
    const [{ usage_count }] = await bed.t.dataSource.query('SELECT usage_count FROM promo_codes WHERE id = $1', [
      promo.id,
    ]);
    expect(usage_count).toBe(0);

    const retry = await order(agent, id, 'full', '350.00', promo.code).expect(201);
    await approve(retry.body.id);
    await capture(agent, retry.body.id).expect(200);
    const row = await bookingRow(id);
    expect([row.promoCode, row.promoDiscountCents, row.amountPaidCents]).toEqual([promo.code, 5000, 35_000]);
  });

  it('completes a booking a promo makes free, for its owner only and only when it is free', async () => {
    const free = await insertPromo(bed.t, { discount_value: 100 });
    const half = await insertPromo(bed.t, { discount_value: 50 });
    const { agent, id } = await book();
    const body = (code: string, promoDiscount: string) => ({
      promoCode: code,
      promoDiscount,
      finalPrice: '0.00',
      paymentStatus: 'completed',
      paymentCompletedAt: '1999-01-01T00:00:00Z',
    });
    await agent.patch(`/api/bookings/${id}`).send(body(half.code, '200.00')).expect(422);
    await request.agent(bed.t.server).patch(`/api/bookings/${id}`).send(body(free.code, '400.00')).expect(404);
    const done = await agent.patch(`/api/bookings/${id}`).send(body(free.code, '400.00')).expect(200);
    expect(done.body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
      finalPrice: '0.00',
      promoCode: free.code,
    });
    expect(new Date(done.body.paymentCompletedAt).getFullYear()).toBeGreaterThan(2000);
    await agent.patch(`/api/bookings/${id}`).send(body(free.code, '400.00')).expect(200);
    expect(await bed.t.dataSource.getRepository(PaymentEntity).countBy({ bookingId: id, method: 'promo' })).toBe(1);
    expect(await events(id)).toEqual(['booking.confirmed', 'booking.created', 'booking.held', 'payment.captured']);
  });

  it('gives an abandoned order’s promo use back, and lands one PayPal captured without the browser telling us', async () => {
    const promo = await insertPromo(bed.t, { discount_type: 'fixed', discount_value: 5000, usage_limit: 5 });
    const usage = async () =>
      (await bed.t.dataSource.query('SELECT usage_count FROM promo_codes WHERE id = $1', [promo.id]))[0].usage_count;
    const release = (paymentId: string, bookingId: string) =>
      bed.t.app.get(AbandonedOrders).release({ paymentId, bookingId });
    const payments = bed.t.dataSource.getRepository(PaymentEntity);

    const abandoned = await book();
    const opened = await order(abandoned.agent, abandoned.id, 'full', '350.00', promo.code).expect(201);
    expect(await usage()).toBe(1);
    const left = await payments.findOneByOrFail({ paypalOrderId: opened.body.id });
    await release(left.id, abandoned.id);
    expect((await payments.findOneByOrFail({ id: left.id })).status).toBe('expired');
    expect(await usage()).toBe(0);

    // The tab closed right after approval, and the capture happened at PayPal: the booking is paid all the same.
    const closed = await book();
    const paid = await order(closed.agent, closed.id, 'full', '400.00').expect(201);
    await approve(paid.body.id);
    await bed.t.app.get(PayPalClient).captureOrder(paid.body.id);
    const row = await payments.findOneByOrFail({ paypalOrderId: paid.body.id });
    await release(row.id, closed.id);
    expect(await bookingRow(closed.id)).toMatchObject({ status: 'confirmed', amountPaidCents: 40_000 });
  });

  it('says PayPal is unavailable when it cannot be reached, and keeps the booking as it was', async () => {
    const { agent, id } = await book();
    const down = await startPayPalSandbox();
    const other = await startTestApp({ imports: [PaymentsModule, CatalogModule], env: sandboxEnv(down) });
    try {
      await down.close();
      const setup = await request(other.server).get('/paypal/setup').expect(503);
      expect(setup.body).toMatchObject({ code: 'PAYPAL_UNAVAILABLE', message: M.serviceUnavailable });
    } finally {
      await other.close();
    }
    expect((await bookingRow(id)).status).toBe('pending');
    await order(agent, id, 'full', '400.00').expect(201);
  });
});
