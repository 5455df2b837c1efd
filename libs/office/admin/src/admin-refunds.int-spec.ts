import { ADMIN_ACTION_MESSAGES as M } from '@app/contracts';
import {
  Agent,
  loginAsAdmin,
  paidBooking,
  sandboxClient,
  startPaymentsBed,
  usePaymentsBed,
  waitFor,
} from '@app/testing';
import { RefundRequestEntity, RefundRequests } from '@app/payments';
import { AdminModule } from './admin.module';

const REFUND_ROUTE = 'POST /v2/payments/captures/:capture_id/refund';
const adminActor = { kind: 'admin' as const, id: null, name: 'admin' };

describe('an admin’s refund: PayPal is asked after the cancellation commits and the refund is recorded once', () => {
  const bed = usePaymentsBed(() => startPaymentsBed({ imports: [AdminModule], webhooks: true }));
  let admin: Agent;

  beforeAll(async () => {
    admin = await loginAsAdmin(bed.t.server);
  });

  const cancel = (id: string, refund: string) =>
    admin.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'Venue flooded', refund });
  const activity = async (id: string) => (await admin.get(`/api/admin/bookings/${id}/activity`).expect(200)).body;
  const detail = async (id: string) => (await admin.get(`/api/admin/bookings/${id}`).expect(200)).body;
  const historyOf = async (id: string) =>
    (await activity(id)).history.map((h: { action: string; actor: { name: string } }) => [h.action, h.actor.name]);
  const requestsOf = (bookingId: string) => bed.t.dataSource.getRepository(RefundRequestEntity).findBy({ bookingId });

  it('holds no lock on the booking while PayPal is being asked', async () => {
    const id = await paidBooking(bed.t, bed.sandbox, bed.games);
    const asked = () => bed.sandbox.stats.requests[REFUND_ROUTE] ?? 0;
    const before = asked();
    bed.sandbox.faults.push({ method: 'POST', path: '/v2/payments/captures/', delayMs: 1500, times: 1 });
    const cancelling = cancel(id, '100.00').then((res) => res.status);
    await waitFor(async () => asked() > before, 10_000, 'the refund call');
    // While PayPal is thinking, another writer gets the booking's row at once.
    await bed.t.dataSource.transaction(async (manager) => {
      const rows = await manager.query('SELECT id FROM bookings WHERE id = $1 FOR UPDATE NOWAIT', [id]);
      expect(rows).toHaveLength(1);
    });
    expect(await cancelling).toBe(200);
    expect(await detail(id)).toMatchObject({ status: 'cancelled', amountPaid: '300.00', paymentStatus: 'refunded' });
  });

  it('records the refund from PayPal’s answer, and its webhook arriving later changes nothing', async () => {
    const id = await paidBooking(bed.t, bed.sandbox, bed.games);
    bed.sandbox.webhooks.url = undefined;
    try {
      await cancel(id, '150.00').expect(200);
    } finally {
      bed.sandbox.webhooks.url = bed.webhookUrl!;
    }
    const [made] = await requestsOf(id);
    expect(made).toMatchObject({ status: 'completed', amountCents: 15_000, requestedByName: 'admin' });
    const event = bed.sandbox.webhooks.events.find((e) => (e.resource as { id: string }).id === made.refundId);
    expect(event).toBeDefined();
    await fetch(`${bed.sandbox.url}/sandbox/events/${event!.id as string}/resend`, { method: 'POST' });
    await waitFor(
      async () => bed.sandbox.webhooks.deliveries.some((d) => d.eventId === event!.id && d.status === 200),
      10_000,
      'the late refund webhook',
    );
    const after = await activity(id);
    expect(after.payments[0]).toMatchObject({ refundedAmount: '150.00', refunds: [{ amount: '150.00' }] });
    expect(await detail(id)).toMatchObject({ status: 'cancelled', amountPaid: '250.00' });
    expect(await historyOf(id)).toEqual([
      ['created', 'Parent'],
      ['paid', 'PayPal'],
      ['confirmed', 'PayPal'],
      ['cancelled', 'admin'],
      ['refunded', 'admin'],
    ]);
  });

  it('records the refund from PayPal’s webhook when it beats the answer, once, as the admin’s', async () => {
    const id = await paidBooking(bed.t, bed.sandbox, bed.games);
    bed.sandbox.faults.push({ method: 'POST', path: '/v2/payments/captures/', answerDelayMs: 1500, times: 1 });
    await cancel(id, '400.00').expect(200);
    const [made] = await requestsOf(id);
    expect(made.status).toBe('completed');
    expect((await activity(id)).payments[0].refunds).toHaveLength(1);
    expect(await detail(id)).toMatchObject({ status: 'cancelled', amountPaid: '0.00', paymentStatus: 'refunded' });
    expect((await historyOf(id)).filter(([action]: string[]) => action === 'refunded')).toEqual([
      ['refunded', 'admin'],
    ]);
  });

  it('cancels when PayPal declines the refund, and says so: the refund is failed for the admin, nothing refunded', async () => {
    const id = await paidBooking(bed.t, bed.sandbox, bed.games);
    // Part of the capture went back in PayPal's dashboard, unknown to us: PayPal refuses a refund of the whole.
    const { payments } = await activity(id);
    bed.sandbox.webhooks.url = undefined;
    try {
      await sandboxClient(bed.sandbox).refundCapture(payments[0].captureId, {
        requestId: 'dashboard',
        amountCents: 100,
      });
    } finally {
      bed.sandbox.webhooks.url = bed.webhookUrl!;
    }
    const declined = await cancel(id, '400.00').expect(200);
    expect(declined.body).toEqual({ refundAmount: '400.00', refundFailed: true });
    expect(await detail(id)).toMatchObject({ status: 'cancelled', amountPaid: '400.00', paymentStatus: 'completed' });
    const after = await activity(id);
    expect(after.payments[0].refunds).toEqual([]);
    expect(after.openRefunds).toEqual([
      expect.objectContaining({ amount: '400.00', status: 'failed', failureReason: 'REFUND_AMOUNT_EXCEEDED' }),
    ]);
    expect((await historyOf(id)).at(-1)).toEqual(['cancelled', 'admin']);
  });

  it('a request an admin’s cancel of the former order left on a booking that stands: cancelling again with that refund finishes it, never a second one', async () => {
    const id = await paidBooking(bed.t, bed.sandbox, bed.games);
    // What an admin's cancel that asked PayPal first, and got no answer, left behind: a waiting refund, the booking
    // standing.
    await bed.t.dataSource.transaction(async (manager) => {
      await bed.t.app.get(RefundRequests).record(manager, id, 12_000, 'Venue flooded', adminActor);
    });
    const other = await cancel(id, '50.00').expect(409);
    expect(other.body).toMatchObject({ code: 'PAYMENT_IN_PROGRESS', message: M.refundPending('120.00') });
    expect((await detail(id)).status).toBe('confirmed');

    await cancel(id, '120.00').expect(200);
    expect(await detail(id)).toMatchObject({ status: 'cancelled', amountPaid: '280.00' });
    expect((await activity(id)).payments[0].refunds).toHaveLength(1);
    expect((await requestsOf(id)).map((r) => r.status)).toEqual(['completed']);
  });
});
