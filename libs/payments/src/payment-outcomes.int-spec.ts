import request from 'supertest';
import { BookingEntity } from '@app/bookings';
import { PAYMENT_MESSAGES as M } from '@app/contracts';
import type { PayPalSandbox } from '@app/paypal-sandbox';
import {
  Agent,
  approveAtSandbox,
  bookingPayload,
  insertPromo,
  outboxTypesOf,
  PaymentsBed,
  startPaymentsBed,
  TestApp,
  waitFor,
} from '@app/testing';
import { PaymentEntity } from './entities/payment.entity';
import { LostCaptures } from './lost-captures';
import { PaymentsModule, PaymentsWorkerModule } from './payments.module';
import { PayPalClient } from './paypal-client';

describe('a payment’s outcome as the dialog sees it: pending captures and lost answers (issue #26)', () => {
  let bed: PaymentsBed;
  let sandbox: PayPalSandbox;
  let t: TestApp;
  let games: number[];
  let webhookUrl: string;

  beforeAll(async () => {
    bed = await startPaymentsBed({
      imports: [PaymentsModule, PaymentsWorkerModule],
      env: { RATE_LIMIT_FACTOR: '100' },
      webhooks: true,
    });
    ({ sandbox, t, games } = bed);
    webhookUrl = bed.webhookUrl!;
  });
  afterAll(() => bed.close());

  const book = async () => {
    const agent = request.agent(t.server);
    const res = await agent.post('/api/bookings').send(bookingPayload(games)).expect(201);
    return { agent, id: res.body.id as string };
  };
  const order = async (agent: Agent, bookingId: string, amount = '400.00', promoCode?: string) =>
    (
      await agent
        .post('/paypal/order')
        .send({ amount, currency: 'USD', intent: 'CAPTURE', bookingId, plan: 'full', promoCode })
        .expect(201)
    ).body.id as string;
  const orderRefused = (agent: Agent, bookingId: string) =>
    agent
      .post('/paypal/order')
      .send({ amount: '400.00', currency: 'USD', intent: 'CAPTURE', bookingId, plan: 'full' })
      .expect(409);
  const capture = (agent: Agent, orderId: string) => agent.post(`/paypal/order/${orderId}/capture`);
  const outcome = async (agent: Agent, orderId: string) =>
    (await agent.get(`/paypal/order/${orderId}`).expect(200)).body;
  const complete = (agent: Agent, orderId: string, bookingId: string, finalPrice = '400.00', promoCode?: string) =>
    agent.post('/api/paypal-complete').send({
      orderId,
      bookingId,
      promoCode: promoCode ?? null,
      promoDiscount: (400 - Number(finalPrice)).toFixed(2),
      finalPrice,
      originalPrice: '400.00',
    });
  const settle = (captureId: string, outcome: 'COMPLETED' | 'DENIED') =>
    fetch(`${sandbox.url}/sandbox/captures/${captureId}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });
  const paymentOf = (orderId: string) =>
    t.dataSource.getRepository(PaymentEntity).findOneByOrFail({ paypalOrderId: orderId });
  const bookingRow = (id: string) => t.dataSource.getRepository(BookingEntity).findOneByOrFail({ id });
  const usage = async (promoId: number) =>
    (await t.dataSource.query('SELECT usage_count FROM promo_codes WHERE id = $1', [promoId]))[0].usage_count;
  /** A new order of the booking is paid in full: the parent was not locked out. */
  const paysAgain = async (agent: Agent, bookingId: string, amount = '400.00', promoCode?: string) => {
    const again = await order(agent, bookingId, amount, promoCode);
    await approveAtSandbox(sandbox, again);
    const paid = await capture(agent, again).expect(200);
    expect(paid.body).toMatchObject({ status: 'COMPLETED', booking: { status: 'confirmed' } });
  };

  it('a pending capture is PENDING everywhere until PayPal settles it, then COMPLETED', async () => {
    const { agent, id } = await book();
    const orderId = await order(agent, id);
    await approveAtSandbox(sandbox, orderId, 'pending');
    const held = await capture(agent, orderId).expect(200);
    expect(held.body).toMatchObject({ status: 'PENDING', payment: { status: 'pending' } });

    await complete(agent, orderId, id).expect(202, { success: false, message: M.pending });
    // A second order while PayPal holds the first is refused before the buyer approves anything.
    expect((await orderRefused(agent, id)).body).toMatchObject({ code: 'PAYMENT_IN_PROGRESS', message: M.inProgress });
    const retried = await capture(agent, orderId).expect(200);
    expect(retried.body.status).toBe('PENDING');
    expect(await outcome(agent, orderId)).toMatchObject({ status: 'PENDING', booking: { status: 'pending' } });

    await settle(held.body.payment.captureId, 'COMPLETED');
    await waitFor(async () => (await paymentOf(orderId)).status === 'captured', 10_000, 'the COMPLETED webhook');
    expect(await outcome(agent, orderId)).toMatchObject({
      status: 'COMPLETED',
      booking: { status: 'confirmed', paymentStatus: 'completed', amountPaid: '400.00' },
    });
    await complete(agent, orderId, id).expect(200, { success: true, message: M.completed });
  });

  it('a pending capture PayPal denies is FAILED, gives its promo use back, and the parent can pay again', async () => {
    const promo = await insertPromo(t, { discount_type: 'fixed', discount_value: 5000, usage_limit: 5 });
    const { agent, id } = await book();
    const orderId = await order(agent, id, '350.00', promo.code);
    await approveAtSandbox(sandbox, orderId, 'pending');
    const held = await capture(agent, orderId).expect(200);
    expect(await usage(promo.id)).toBe(1);

    await settle(held.body.payment.captureId, 'DENIED');
    await waitFor(async () => (await paymentOf(orderId)).status === 'failed', 10_000, 'the DENIED webhook');
    expect(await outcome(agent, orderId)).toMatchObject({ status: 'FAILED', booking: { status: 'pending' } });
    expect(await usage(promo.id)).toBe(0);
    await complete(agent, orderId, id, '350.00', promo.code).expect(422);

    await paysAgain(agent, id, '350.00', promo.code);
    expect(await usage(promo.id)).toBe(1);
  });

  it('a capture whose connection drops is settled with PayPal at once: never captured is FAILED, and a new order pays', async () => {
    const { agent, id } = await book();
    const orderId = await order(agent, id);
    await approveAtSandbox(sandbox, orderId, 'network-error');
    const lost = await capture(agent, orderId).expect(422);
    expect(lost.body).toMatchObject({ code: 'PAYMENT_FAILED', message: M.failed });
    expect(await outcome(agent, orderId)).toMatchObject({
      status: 'FAILED',
      payment: { status: 'failed' },
      booking: { status: 'pending', amountPaid: '0.00' },
    });
    await paysAgain(agent, id);
  });

  it('a capture whose connection drops while PayPal cannot be asked either is settled by the delayed job', async () => {
    const { agent, id } = await book();
    const orderId = await order(agent, id);
    await approveAtSandbox(sandbox, orderId, 'network-error');
    sandbox.faults.push({ method: 'GET', path: `/v2/checkout/orders/${orderId}`, status: 503, times: 1000 });
    try {
      const lost = await capture(agent, orderId).expect(503);
      expect(lost.body).toMatchObject({ code: 'PAYPAL_UNAVAILABLE', message: M.serviceUnavailable });
      expect(await outcome(agent, orderId)).toMatchObject({ status: 'PENDING', payment: { status: 'capturing' } });
      // No second order of the booking while PayPal may still hold the first.
      expect((await orderRefused(agent, id)).body.code).toBe('PAYMENT_IN_PROGRESS');
    } finally {
      sandbox.faults.length = 0;
    }
    expect(await outboxTypesOf(t.dataSource, id)).toContain('payment.capture-unknown');

    const payment = await paymentOf(orderId);
    await t.app.get(LostCaptures).settle({ paymentId: payment.id, bookingId: id });
    expect(await outcome(agent, orderId)).toMatchObject({ status: 'FAILED', booking: { status: 'pending' } });
    await paysAgain(agent, id);
  });

  it('a capture PayPal made though its answer was lost lands when the dialog polls', async () => {
    const { agent, id } = await book();
    const orderId = await order(agent, id);
    await approveAtSandbox(sandbox, orderId);
    // PayPal captured, its answer and its webhook never reached us: the payment is left claimed.
    sandbox.webhooks.url = undefined;
    try {
      await t.app.get(PayPalClient).captureOrder(orderId);
    } finally {
      sandbox.webhooks.url = webhookUrl;
    }
    await t.dataSource.getRepository(PaymentEntity).update({ paypalOrderId: orderId }, { status: 'capturing' });

    expect(await outcome(agent, orderId)).toMatchObject({
      status: 'COMPLETED',
      payment: { status: 'captured', amount: '400.00' },
      booking: { status: 'confirmed', amountPaid: '400.00' },
    });
    expect(await bookingRow(id)).toMatchObject({ status: 'confirmed', balanceDueCents: 0 });
  });
});
