import request from 'supertest';
import { BookingEntity } from '@app/bookings';
import { PAYMENT_MESSAGES as M } from '@app/contracts';
import {
  Agent,
  approveAtSandbox,
  bookingPayload,
  insertPromo,
  outboxTypesOf,
  startPaymentsBed,
  usePaymentsBed,
  waitFor,
} from '@app/testing';
import { PaymentEntity } from './entities/payment.entity';
import { LostCaptures } from './lost-captures';
import { PaymentsModule, PaymentsWorkerModule } from './payments.module';
import { PayPalClient } from './paypal-client';

describe('a payment’s outcome as the dialog sees it: pending captures and lost answers', () => {
  const bed = usePaymentsBed(() =>
    startPaymentsBed({
      imports: [PaymentsModule, PaymentsWorkerModule],
      env: { RATE_LIMIT_FACTOR: '100' },
      webhooks: true,
    }),
  );

  const book = async () => {
    const agent = request.agent(bed.t.server);
    const res = await agent.post('/api/bookings').send(bookingPayload(bed.games)).expect(201);
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
    fetch(`${bed.sandbox.url}/sandbox/captures/${captureId}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });
  const paymentOf = (orderId: string) =>
    bed.t.dataSource.getRepository(PaymentEntity).findOneByOrFail({ paypalOrderId: orderId });
  const bookingRow = (id: string) => bed.t.dataSource.getRepository(BookingEntity).findOneByOrFail({ id });
  const usage = async (promoId: number) =>
    (await bed.t.dataSource.query('SELECT usage_count FROM promo_codes WHERE id = $1', [promoId]))[0].usage_count;
  /** A new order of the booking is paid in full: the parent was not locked out. */
  const paysAgain = async (agent: Agent, bookingId: string, amount = '400.00', promoCode?: string) => {
    const again = await order(agent, bookingId, amount, promoCode);
    await approveAtSandbox(bed.sandbox, again);
    const paid = await capture(agent, again).expect(200);
    expect(paid.body).toMatchObject({ status: 'COMPLETED', booking: { status: 'confirmed' } });
  };

  it('a pending capture is PENDING everywhere until PayPal settles it, then COMPLETED', async () => {
    const { agent, id } = await book();
    const orderId = await order(agent, id);
    await approveAtSandbox(bed.sandbox, orderId, 'pending');
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
    const promo = await insertPromo(bed.t, { discount_type: 'fixed', discount_value: 5000, usage_limit: 5 });
    const { agent, id } = await book();
    const orderId = await order(agent, id, '350.00', promo.code);
    await approveAtSandbox(bed.sandbox, orderId, 'pending');
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

  /** How often the sandbox was sent each call (dropped connections included). */
  const calls = () => ({
    reads: bed.sandbox.stats.requests['GET /v2/checkout/orders/:id'] ?? 0,
    captures: bed.sandbox.stats.requests['POST /v2/checkout/orders/:id/capture'] ?? 0,
  });
  /** What PayPal charged for the order: its captures. */
  const chargesOf = (orderId: string) => [...bed.sandbox.store.captures.values()].filter((c) => c.orderId === orderId);

  it('a capture whose connection drops three times is read back from PayPal and captured again under the same PayPal-Request-Id: paid once', async () => {
    const { agent, id } = await book();
    const orderId = await order(agent, id);
    await approveAtSandbox(bed.sandbox, orderId);
    const before = calls();
    bed.sandbox.faults.push({ method: 'POST', path: `/v2/checkout/orders/${orderId}/capture`, drop: true, times: 3 });
    const paid = await capture(agent, orderId).expect(200);
    expect(paid.body).toMatchObject({ status: 'COMPLETED', booking: { status: 'confirmed', amountPaid: '400.00' } });
    // One capture call lost with its two retries, PayPal's order read (still APPROVED), then captured again.
    expect(calls()).toEqual({ reads: before.reads + 1, captures: before.captures + 4 });
    expect(chargesOf(orderId)).toHaveLength(1);
    const { id: paymentId } = await paymentOf(orderId);
    expect([...bed.sandbox.replies.keys()]).toContain(
      `capture|/v2/checkout/orders/${orderId}/capture|capture-${paymentId}`,
    );
  });

  it('while PayPal keeps dropping the capture the parent is told it is being confirmed (202 CONFIRMING), and a retry pays once', async () => {
    const { agent, id } = await book();
    const orderId = await order(agent, id);
    // The sandbox's "network error at capture": the capture and its first retry are lost (six dropped connections).
    await approveAtSandbox(bed.sandbox, orderId, 'network-error');
    const before = calls();
    const lost = await capture(agent, orderId).expect(202).expect('Retry-After', '5');
    expect(lost.body).toMatchObject({
      status: 'CONFIRMING',
      payment: { status: 'capturing' },
      booking: { status: 'pending', amountPaid: '0.00' },
    });
    expect(calls()).toEqual({ reads: before.reads + 1, captures: before.captures + 6 });
    expect(await outboxTypesOf(bed.t.dataSource, id)).toContain('payment.capture-unknown');
    // No second order of the booking while its capture is being confirmed.
    expect((await orderRefused(agent, id)).body.code).toBe('PAYMENT_IN_PROGRESS');

    const retried = await capture(agent, orderId).expect(200);
    expect(retried.body).toMatchObject({
      status: 'COMPLETED',
      booking: { status: 'confirmed', paymentStatus: 'completed', amountPaid: '400.00', balanceDue: '0.00' },
    });
    await capture(agent, orderId).expect(200);
    expect(await outcome(agent, orderId)).toMatchObject({ status: 'COMPLETED' });
    await complete(agent, orderId, id).expect(200, { success: true, message: M.completed });
    expect(chargesOf(orderId)).toHaveLength(1);
    expect(await bookingRow(id)).toMatchObject({ amountPaidCents: 40_000, balanceDueCents: 0 });
  });

  it('a lost capture of an order PayPal will no longer capture is FAILED at the next look, and a new order pays', async () => {
    const { agent, id } = await book();
    const orderId = await order(agent, id);
    await approveAtSandbox(bed.sandbox, orderId, 'network-error');
    await capture(agent, orderId).expect(202);
    await fetch(`${bed.sandbox.url}/sandbox/orders/${orderId}/cancel`, { method: 'POST' });
    expect(await outcome(agent, orderId)).toMatchObject({
      status: 'FAILED',
      payment: { status: 'failed' },
      booking: { status: 'pending', amountPaid: '0.00' },
    });
    expect(chargesOf(orderId)).toEqual([]);
    await paysAgain(agent, id);
  });

  it('a capture whose connection drops while PayPal cannot be asked either is captured by the delayed job, retried while PayPal drops it', async () => {
    const { agent, id } = await book();
    const orderId = await order(agent, id);
    await approveAtSandbox(bed.sandbox, orderId, 'network-error');
    bed.sandbox.faults.push({ method: 'GET', path: `/v2/checkout/orders/${orderId}`, status: 503, times: 1000 });
    try {
      const lost = await capture(agent, orderId).expect(202);
      expect(lost.body).toMatchObject({ status: 'CONFIRMING', payment: { status: 'capturing' } });
      expect(await outcome(agent, orderId)).toMatchObject({ status: 'CONFIRMING', payment: { status: 'capturing' } });
      expect((await orderRefused(agent, id)).body.code).toBe('PAYMENT_IN_PROGRESS');
    } finally {
      bed.sandbox.faults.length = 0;
    }
    expect(await outboxTypesOf(bed.t.dataSource, id)).toContain('payment.capture-unknown');

    const job = { paymentId: (await paymentOf(orderId)).id, bookingId: id };
    // PayPal answers the read (APPROVED) but drops the capture once more: the job fails, and BullMQ tries it again.
    await expect(bed.t.app.get(LostCaptures).settle(job)).rejects.toMatchObject({ code: 'PAYPAL_UNAVAILABLE' });
    await bed.t.app.get(LostCaptures).settle(job);
    expect(await outcome(agent, orderId)).toMatchObject({
      status: 'COMPLETED',
      booking: { status: 'confirmed', amountPaid: '400.00' },
    });
    expect(chargesOf(orderId)).toHaveLength(1);
  });

  it('a capture PayPal made though its answer was lost lands when the dialog polls', async () => {
    const { agent, id } = await book();
    const orderId = await order(agent, id);
    await approveAtSandbox(bed.sandbox, orderId);
    // PayPal captured, its answer and its webhook never reached us: the payment is left claimed.
    bed.sandbox.webhooks.url = undefined;
    try {
      await bed.t.app.get(PayPalClient).captureOrder(orderId);
    } finally {
      bed.sandbox.webhooks.url = bed.webhookUrl!;
    }
    await bed.t.dataSource.getRepository(PaymentEntity).update({ paypalOrderId: orderId }, { status: 'capturing' });

    expect(await outcome(agent, orderId)).toMatchObject({
      status: 'COMPLETED',
      payment: { status: 'captured', amount: '400.00' },
      booking: { status: 'confirmed', amountPaid: '400.00' },
    });
    expect(await bookingRow(id)).toMatchObject({ status: 'confirmed', balanceDueCents: 0 });
  });
});
