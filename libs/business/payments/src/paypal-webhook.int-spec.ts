import request from 'supertest';
import { BookingEntity } from '@app/bookings';
import { PAYMENT_MESSAGES as M } from '@app/contracts';
import {
  Agent,
  approveAtSandbox,
  bookingPayload,
  insertPromo,
  outboxTypesOf,
  sandboxClient,
  startPaymentsBed,
  unique,
  usePaymentsBed,
  waitFor,
} from '@app/testing';
import { ApprovedOrders } from './approved-orders';
import { PaymentEntity } from './entities/payment.entity';
import { PaymentsModule, PaymentsWorkerModule } from './payments.module';

describe('POST /api/paypal/webhook: PayPal’s word on a payment', () => {
  const bed = usePaymentsBed(() =>
    startPaymentsBed({
      imports: [PaymentsModule, PaymentsWorkerModule],
      webhooks: true,
      worker: [PaymentsWorkerModule],
    }),
  );

  const payments = () => bed.t.dataSource.getRepository(PaymentEntity);
  const bookingRow = (id: string) => bed.t.dataSource.getRepository(BookingEntity).findOneByOrFail({ id });
  /** A $400.00 booking (3 games, 10 children) and its owner. */
  const book = async () => {
    const agent = request.agent(bed.t.server);
    const body = bookingPayload(bed.games);
    const res = await agent.post('/api/bookings').send(body).expect(201);
    return { agent, id: res.body.id as string, email: body.parentEmail as string };
  };
  const order = (agent: Agent, bookingId: string, amount: string, promoCode?: string) =>
    agent
      .post('/paypal/order')
      .send({ amount, currency: 'USD', intent: 'CAPTURE', bookingId, plan: 'full', promoCode });
  /** The sandbox's event of this type about this resource, once our endpoint has answered it. */
  const delivered = (type: string, resourceId: string) =>
    waitFor(
      async () => {
        const event = bed.sandbox.webhooks.events.find(
          (e) => e.event_type === type && (e.resource as { id: string }).id === resourceId,
        );
        const delivery = bed.sandbox.webhooks.deliveries.find((d) => d.eventId === event?.id && d.status !== 0);
        return event && delivery ? { event, delivery } : undefined;
      },
      10_000,
      `${type} for ${resourceId}`,
    );
  const handledCount = async (eventId: string) =>
    Number(
      (await bed.t.dataSource.query('SELECT count(*) AS n FROM paypal_webhook_events WHERE id = $1', [eventId]))[0].n,
    );

  it('refuses an event PayPal does not vouch for, and a forged capture confirms nothing', async () => {
    const { agent, id } = await book();
    const created = await order(agent, id, '400.00').expect(201);
    const forged = {
      id: `WH-${unique('FORGED')}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      resource: {
        id: unique('CAP'),
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '400.00' },
        supplementary_data: { related_ids: { order_id: created.body.id } },
      },
    };
    const unsigned = await request(bed.t.server).post('/api/paypal/webhook').send(forged).expect(400);
    expect(unsigned.body).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID', message: M.webhookSignatureInvalid });
    await request(bed.t.server)
      .post('/api/paypal/webhook')
      .set({
        'PAYPAL-TRANSMISSION-ID': unique('tx'),
        'PAYPAL-TRANSMISSION-TIME': new Date().toISOString(),
        'PAYPAL-TRANSMISSION-SIG': Buffer.from('not a signature').toString('base64'),
        'PAYPAL-CERT-URL': `${bed.sandbox.url}/sandbox/certs/webhook-signing.pem`,
        'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
      })
      .send(forged)
      .expect(400);
    await request(bed.t.server).post('/api/paypal/webhook').send([1, 2]).expect(400);
    expect(await handledCount(forged.id)).toBe(0);
    expect((await payments().findOneByOrFail({ paypalOrderId: created.body.id })).status).toBe('created');
    expect(await bookingRow(id)).toMatchObject({ status: 'pending', amountPaidCents: 0 });
  });

  it('confirms a booking whose tab closed after approval, and a replayed event changes nothing', async () => {
    const { agent, id } = await book();
    const created = await order(agent, id, '400.00').expect(201);
    await approveAtSandbox(bed.sandbox, created.body.id);
    const approved = await delivered('CHECKOUT.ORDER.APPROVED', created.body.id);
    expect(approved.delivery.status).toBe(200);
    // The browser gets its grace period: nothing is captured yet, a delayed job is due.
    const payment = await payments().findOneByOrFail({ paypalOrderId: created.body.id });
    expect(payment.status).toBe('created');
    expect(await outboxTypesOf(bed.t.dataSource, id)).toContain('payment.approved');

    await bed.t.app.get(ApprovedOrders).capture({ paymentId: payment.id, bookingId: id });
    expect(await bookingRow(id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
      amountPaidCents: 40_000,
    });
    const { captureId } = await payments().findOneByOrFail({ id: payment.id });
    const completed = await delivered('PAYMENT.CAPTURE.COMPLETED', captureId!);
    expect(completed.delivery.status).toBe(200);

    await fetch(`${bed.sandbox.url}/sandbox/events/${String(completed.event.id)}/resend`, { method: 'POST' });
    await waitFor(
      async () =>
        bed.sandbox.webhooks.deliveries.filter((d) => d.eventId === completed.event.id && d.status === 200).length ===
        2,
      10_000,
      'the replayed delivery',
    );
    expect(await handledCount(String(completed.event.id))).toBe(1);
    expect((await bookingRow(id)).amountPaidCents).toBe(40_000);
    expect((await outboxTypesOf(bed.t.dataSource, id)).filter((type) => type === 'payment.captured')).toHaveLength(1);
    // The browser coming back late finds it paid, and the delayed job running again does nothing.
    await agent.post(`/paypal/order/${created.body.id}/capture`).expect(200);
    await bed.t.app.get(ApprovedOrders).capture({ paymentId: payment.id, bookingId: id });
    expect((await bookingRow(id)).amountPaidCents).toBe(40_000);
  });

  it('settles a pending capture: COMPLETED confirms the booking, DENIED fails it and gives the promo back', async () => {
    const promo = await insertPromo(bed.t, { discount_type: 'fixed', discount_value: 5000, usage_limit: 5 });
    const usage = async () =>
      (await bed.t.dataSource.query('SELECT usage_count FROM promo_codes WHERE id = $1', [promo.id]))[0].usage_count;
    const settle = (captureId: string, outcome: string) =>
      fetch(`${bed.sandbox.url}/sandbox/captures/${captureId}/settle`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome }),
      });
    const held = async (promoCode?: string) => {
      const { agent, id } = await book();
      const created = await order(agent, id, promoCode ? '350.00' : '400.00', promoCode).expect(201);
      await approveAtSandbox(bed.sandbox, created.body.id, 'pending');
      const res = await agent.post(`/paypal/order/${created.body.id}/capture`).expect(200);
      expect(res.body.status).toBe('PENDING');
      return { id, captureId: res.body.payment.captureId as string, orderId: created.body.id as string };
    };

    const cleared = await held();
    expect((await bookingRow(cleared.id)).status).toBe('pending');
    await settle(cleared.captureId, 'COMPLETED');
    await delivered('PAYMENT.CAPTURE.COMPLETED', cleared.captureId);
    expect(await bookingRow(cleared.id)).toMatchObject({ status: 'confirmed', amountPaidCents: 40_000 });

    const denied = await held(promo.code);
    expect(await usage()).toBe(1);
    await settle(denied.captureId, 'DENIED');
    await delivered('PAYMENT.CAPTURE.DENIED', denied.captureId);
    expect((await payments().findOneByOrFail({ paypalOrderId: denied.orderId })).status).toBe('failed');
    expect(await bookingRow(denied.id)).toMatchObject({ status: 'pending', amountPaidCents: 0 });
    expect(await usage()).toBe(0);
  });

  it('records a refund made at PayPal once, lowers what was paid, and e-mails the parent', async () => {
    const { agent, id, email } = await book();
    const created = await order(agent, id, '400.00').expect(201);
    await approveAtSandbox(bed.sandbox, created.body.id);
    const paid = await agent.post(`/paypal/order/${created.body.id}/capture`).expect(200);
    // Refunded in PayPal's own dashboard, not through us: only the webhook tells.
    const refund = await sandboxClient(bed.sandbox).refundCapture(paid.body.payment.captureId, {
      requestId: unique('refund'),
      amountCents: 10_000,
    });
    const { event } = await delivered('PAYMENT.CAPTURE.REFUNDED', refund.id!);
    expect(await bookingRow(id)).toMatchObject({
      status: 'confirmed',
      amountPaidCents: 30_000,
      balanceDueCents: 10_000,
      paymentStatus: 'deposit_paid',
    });
    expect((await payments().findOneByOrFail({ paypalOrderId: created.body.id })).refundedCents).toBe(10_000);

    await fetch(`${bed.sandbox.url}/sandbox/events/${String(event.id)}/resend`, { method: 'POST' });
    await waitFor(
      async () =>
        bed.sandbox.webhooks.deliveries.filter((d) => d.eventId === event.id && d.status === 200).length === 2,
      10_000,
      'the replayed refund',
    );
    expect((await bookingRow(id)).amountPaidCents).toBe(30_000);
    const [mail] = await bed.inbox.waitForMails({ to: email });
    expect(mail.subject).toBe(`Refund of $100.00 for booking ${id.slice(-8).toUpperCase()}`);
    expect(mail.text).toContain('On this booking: Paid $400.00 · Refunded $100.00 · Net $300.00.');
    await new Promise((r) => setTimeout(r, 500));
    expect(await bed.inbox.mails({ to: email })).toHaveLength(1);
  });

  it('holds a promo’s limit when more buyers than its remaining uses pay at once', async () => {
    const promo = await insertPromo(bed.t, { discount_type: 'fixed', discount_value: 5000, usage_limit: 2 });
    const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => book()));
    const orders = await Promise.all(buyers.map((b) => order(b.agent, b.id, '350.00', promo.code)));
    const opened = orders.flatMap((res, i) => (res.status === 201 ? [{ ...buyers[i], orderId: res.body.id }] : []));
    expect(opened).toHaveLength(2);
    for (const res of orders.filter((r) => r.status !== 201)) expect(res.body.code).toBe('PROMO_UNAVAILABLE');
    await Promise.all(opened.map((o) => approveAtSandbox(bed.sandbox, o.orderId)));
    await Promise.all(opened.map((o) => o.agent.post(`/paypal/order/${o.orderId}/capture`).expect(200)));
    const [{ usage_count }] = await bed.t.dataSource.query('SELECT usage_count FROM promo_codes WHERE id = $1', [
      promo.id,
    ]);
    expect(usage_count).toBe(2);
  });
});
