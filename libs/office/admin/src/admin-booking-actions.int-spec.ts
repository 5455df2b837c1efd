import request from 'supertest';
import { BookingsWorkerModule } from '@app/bookings';
import { ADMIN_ACTION_MESSAGES as M } from '@app/contracts';
import { DocumentsModule } from '@app/documents';
import { PaymentsWorkerModule } from '@app/payments';
import {
  Agent,
  approveAtSandbox,
  bookingPayload,
  loginAsAdmin,
  outboxTypesOf,
  registerUser,
  sandboxClient,
  startPaymentsBed,
  usePaymentsBed,
  waitFor,
} from '@app/testing';
import { AdminModule } from './admin.module';

describe('an admin confirms and cancels bookings, with refunds through PayPal', () => {
  const bed = usePaymentsBed(() =>
    startPaymentsBed({
      imports: [AdminModule, DocumentsModule],
      // PayPal's REFUNDED webhook reaches the app too: the admin's refund and its webhook must record one refund.
      webhooks: true,
      worker: [BookingsWorkerModule, PaymentsWorkerModule],
    }),
  );
  let admin: Agent;

  beforeAll(async () => {
    admin = await loginAsAdmin(bed.t.server);
  });

  /** A $400.00 booking, paid in full through PayPal when `paid`. */
  const book = async (paid = false) => {
    const agent = request.agent(bed.t.server);
    const body = bookingPayload(bed.games);
    const { body: booking } = await agent.post('/api/bookings').send(body).expect(201);
    if (paid) {
      const order = await agent
        .post('/paypal/order')
        .send({ amount: '400.00', currency: 'USD', intent: 'CAPTURE', bookingId: booking.id, plan: 'full' })
        .expect(201);
      await approveAtSandbox(bed.sandbox, order.body.id);
      await agent.post(`/paypal/order/${order.body.id}/capture`).expect(200);
    }
    return { id: booking.id as string, email: body.parentEmail as string };
  };
  const activity = async (id: string) => (await admin.get(`/api/admin/bookings/${id}/activity`).expect(200)).body;
  const detail = async (id: string) => (await admin.get(`/api/admin/bookings/${id}`).expect(200)).body;
  const mailsTo = (email: string) => bed.inbox.mails({ to: email });

  it('refuses anonymous callers and normal users on every action', async () => {
    const { id } = await book();
    const { agent: user } = await registerUser(bed.t.server);
    const calls = [
      (a: Agent) => a.get(`/api/admin/bookings/${id}/activity`),
      (a: Agent) => a.get(`/api/admin/bookings/${id}/documents`),
      (a: Agent) => a.post(`/api/admin/bookings/${id}/confirm`),
      (a: Agent) => a.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'No' }),
    ];
    for (const call of calls) {
      await call(request.agent(bed.t.server)).expect(401);
      await call(user).expect(403);
    }
    expect((await detail(id)).status).toBe('pending');
  });

  it('confirms a pending booking once, with its event and the admin in its history', async () => {
    const { id } = await book();
    await admin.post(`/api/admin/bookings/${id}/confirm`).expect(204);
    expect((await detail(id)).status).toBe('confirmed');
    expect(await outboxTypesOf(bed.t.dataSource, id)).toEqual(['booking.confirmed', 'booking.created', 'booking.held']);
    const again = await admin.post(`/api/admin/bookings/${id}/confirm`).expect(409);
    expect(again.body).toMatchObject({ code: 'BOOKING_STATE_CONFLICT', message: M.notPending });
    const { history } = await activity(id);
    expect(history.map((h: { action: string; actor: { name: string } }) => [h.action, h.actor.name])).toEqual([
      ['created', 'Parent'],
      ['confirmed', 'admin'],
    ]);
    await admin.get('/api/admin/bookings/not-a-booking/activity').expect(404);
  });

  it('cancels a paid booking with a part refund: PayPal refunds it, one refund is recorded, the parent is told', async () => {
    const { id, email } = await book(true);
    const before = await activity(id);
    expect(before.refundable).toBe('400.00');
    expect(before.payments).toMatchObject([{ amount: '400.00', status: 'captured', refunds: [] }]);

    const tooMuch = await admin
      .post(`/api/admin/bookings/${id}/cancel`)
      .send({ reason: 'Venue flooded', refund: '400.01' })
      .expect(422);
    expect(tooMuch.body).toMatchObject({ code: 'REFUND_TOO_LARGE', message: M.refundTooLarge('400.00') });
    const blank = await admin
      .post(`/api/admin/bookings/${id}/cancel`)
      .send({ reason: '  ', refund: 'ten' })
      .expect(400);
    expect(blank.body.fields).toEqual({ reason: M.reasonRequired, refund: M.refundFormat });
    expect((await detail(id)).status).toBe('confirmed');

    // PayPal's REFUNDED webhook reaches the app before the refund's own answer does: still one refund, by the admin.
    bed.sandbox.faults.push({ method: 'POST', path: '/v2/payments/captures/', answerDelayMs: 1500, times: 1 });
    const cancelled = await admin
      .post(`/api/admin/bookings/${id}/cancel`)
      .send({ reason: 'Venue flooded', refund: '150.00' })
      .expect(200);
    expect(cancelled.body).toEqual({ refundAmount: '150.00', refundFailed: false });
    expect(await detail(id)).toMatchObject({
      status: 'cancelled',
      amountPaid: '250.00',
      balanceDue: '0.00',
      paymentStatus: 'refunded',
    });
    const after = await activity(id);
    expect(after.refundable).toBe('250.00');
    expect(after.payments[0]).toMatchObject({
      refundedAmount: '150.00',
      refunds: [{ amount: '150.00', kind: 'refund', reason: 'Venue flooded' }],
    });
    const captureId = after.payments[0].captureId;
    const order = await sandboxClient(bed.sandbox).getOrder(after.payments[0].orderId);
    expect(order.purchase_units?.[0].payments?.captures?.[0]).toMatchObject({
      id: captureId,
      status: 'PARTIALLY_REFUNDED',
    });
    expect(
      after.history.map((h: { action: string; actor: { name: string }; note: string | null }) => [
        h.action,
        h.actor.name,
      ]),
    ).toEqual([
      ['created', 'Parent'],
      ['paid', 'PayPal'],
      ['confirmed', 'PayPal'],
      ['cancelled', 'admin'],
      ['refunded', 'admin'],
    ]);
    expect(after.history.at(-2)).toMatchObject({
      note: 'Venue flooded',
      before: { status: 'confirmed' },
      after: { status: 'cancelled', refund: '150.00' },
    });
    expect((await outboxTypesOf(bed.t.dataSource, id)).filter((type) => type.startsWith('booking.cancelled'))).toEqual([
      'booking.cancelled',
    ]);

    // PayPal's REFUNDED webhook for the same refund arrives and changes nothing.
    const refundId = after.payments[0].refunds[0].refundId;
    await waitFor(
      async () =>
        bed.sandbox.webhooks.deliveries.some(
          (d) =>
            d.status === 200 &&
            bed.sandbox.webhooks.events.some(
              (e) => e.id === d.eventId && (e.resource as { id: string }).id === refundId,
            ),
        ),
      10_000,
      'the refund webhook',
    );
    expect((await activity(id)).payments[0].refunds).toHaveLength(1);
    expect((await detail(id)).amountPaid).toBe('250.00');

    const mails = await waitFor(
      async () => {
        const found = await mailsTo(email);
        return found.length >= 3 && found;
      },
      15_000,
      'the cancellation and refund e-mails',
    );
    const text = mails.map((m) => `Subject: ${m.subject}\n${m.text}`).join('\n');
    expect(text).toContain(`Subject: Your booking ${id.slice(-8).toUpperCase()} has been cancelled`);
    expect(text).toContain('Reason: Venue flooded');
    expect(text).toContain('We refunded $150.00');
    expect(text).toContain(`Subject: Refund of $150.00 for booking ${id.slice(-8).toUpperCase()}`);

    const twice = await admin.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'Again' }).expect(409);
    expect(twice.body).toMatchObject({ code: 'BOOKING_STATE_CONFLICT', message: M.alreadyCancelled });
  });

  it('cancels even when PayPal cannot take the refund now; "Send refund again" then makes it once', async () => {
    const { id } = await book(true);
    await fetch(`${bed.sandbox.url}/sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v2/payments/captures', status: 503, times: 10 }),
    });
    try {
      const cancelled = await admin
        .post(`/api/admin/bookings/${id}/cancel`)
        .send({ reason: 'Sick child', refund: '400.00' })
        .expect(200);
      expect(cancelled.body).toEqual({ refundAmount: '400.00', refundFailed: true });
    } finally {
      await fetch(`${bed.sandbox.url}/sandbox/faults`, { method: 'DELETE' });
    }
    expect(await detail(id)).toMatchObject({ status: 'cancelled', amountPaid: '400.00' });
    const [waiting] = (await activity(id)).openRefunds;
    expect(waiting).toMatchObject({ amount: '400.00', status: 'requested' });
    const again = await admin.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'Sick child', refund: '400.00' });
    expect([again.status, again.body.code]).toEqual([409, 'BOOKING_STATE_CONFLICT']);

    await admin.post(`/api/admin/bookings/${id}/refunds/${waiting.id}/retry`).expect(200);
    expect(await detail(id)).toMatchObject({ status: 'cancelled', amountPaid: '0.00', paymentStatus: 'refunded' });
    expect((await activity(id)).payments[0].refunds).toHaveLength(1);
  });
});
