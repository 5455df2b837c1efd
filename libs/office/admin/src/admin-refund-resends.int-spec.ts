import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ADMIN_ACTION_MESSAGES as M, type AdminBookingActivity } from '@app/contracts';
import {
  Agent,
  beforeEventStart,
  bookingPage,
  cancelThroughLink,
  loginAsAdmin,
  paidBooking,
  registerUser,
  sandboxCaptureOf,
  startPaymentsBed,
  usePaymentsBed,
} from '@app/testing';
import { AdminModule } from './admin.module';

const HOUR = 3_600_000;

describe("an admin sends a refund PayPal has not made again, from the booking's detail", () => {
  const bed = usePaymentsBed(() => startPaymentsBed({ imports: [AdminModule], webhooks: true }));
  let admin: Agent;

  // No worker: nothing sends a waiting refund here but the admin.
  beforeAll(async () => {
    admin = await loginAsAdmin(bed.t.server);
  });
  afterEach(() => {
    bed.sandbox.faults.length = 0;
    jest.restoreAllMocks();
  });

  const activity = async (id: string): Promise<AdminBookingActivity> =>
    (await admin.get(`/api/admin/bookings/${id}/activity`).expect(200)).body;
  const resend = (id: string, requestId: string, as: Agent = admin) =>
    as.post(`/api/admin/bookings/${id}/refunds/${requestId}/retry`);
  /** The parent cancels in time (100 hours ahead): $400.00 paid, $388.00 to go back. */
  const cancelInTime = async (id: string) => {
    const { clock, at } = beforeEventStart(bed.t, await bookingPage(bed.t, id), 100 * HOUR);
    jest.spyOn(clock, 'now').mockReturnValue(at);
    return (await cancelThroughLink(bed.t, id).expect(200)).body;
  };
  const captureOf = (bookingId: string) => sandboxCaptureOf(bed.t, bed.sandbox, bookingId);

  it('a refund PayPal refused is sent again as a new request, once; refused again, that one is shown failed', async () => {
    const id = await paidBooking(bed.t, bed.sandbox, bed.games);
    // PayPal will not refund this capture for now (REFUND_NOT_ALLOWED).
    const capture = await captureOf(id);
    capture.status = 'DECLINED';
    expect(await cancelInTime(id)).toMatchObject({ refundAmount: '388.00', refundFailed: true });
    const [refused] = (await activity(id)).openRefunds;
    expect(refused).toMatchObject({
      amount: '388.00',
      status: 'failed',
      failureReason: 'REFUND_NOT_ALLOWED',
      requestedBy: 'Parent',
    });

    const again = await resend(id, refused.id).expect(200);
    expect(again.body).toMatchObject({ amount: '388.00', status: 'failed', failureReason: 'REFUND_NOT_ALLOWED' });
    expect(again.body.id).not.toBe(refused.id);
    expect((await activity(id)).openRefunds.map((r) => r.id)).toEqual([again.body.id]);
    const twice = await resend(id, refused.id).expect(409);
    expect(twice.body).toMatchObject({ code: 'REFUND_NOT_RESENDABLE', message: M.refundAlreadyResent });

    capture.status = 'COMPLETED';
    const made = await resend(id, again.body.id).expect(200);
    expect(made.body).toMatchObject({ amount: '388.00', status: 'completed', requestedBy: 'admin' });
    const after = await activity(id);
    expect(after.openRefunds).toEqual([]);
    expect(after.payments[0].refunds).toEqual([expect.objectContaining({ amount: '388.00' })]);
    expect(after.history.filter((h) => h.action === 'refund-resent').map((h) => h.actor.name)).toEqual([
      'admin',
      'admin',
    ]);
    expect(await bookingPage(bed.t, id)).toMatchObject({ amountPaid: '12.00', refundOnItsWay: null });
    expect(capture.refundedCents).toBe(38_800);
    const done = await resend(id, made.body.id).expect(409);
    expect(done.body).toMatchObject({ code: 'REFUND_NOT_RESENDABLE', message: M.refundAlreadyMade });
  });

  it('a refund still waiting for PayPal is sent again with its own id, and made once', async () => {
    const id = await paidBooking(bed.t, bed.sandbox, bed.games);
    bed.sandbox.faults.push({ method: 'POST', path: '/v2/payments/captures/', status: 503, times: 10_000 });
    await cancelInTime(id);
    const [waiting] = (await activity(id)).openRefunds;
    expect(waiting).toMatchObject({ amount: '388.00', status: 'requested', failureReason: null });

    // Still unreachable: it keeps waiting.
    expect((await resend(id, waiting.id).expect(200)).body).toMatchObject({ id: waiting.id, status: 'requested' });
    bed.sandbox.faults.length = 0;
    expect((await resend(id, waiting.id).expect(200)).body).toMatchObject({ id: waiting.id, status: 'completed' });
    expect((await activity(id)).openRefunds).toEqual([]);
    expect((await captureOf(id)).refundedCents).toBe(38_800);
    expect(await bookingPage(bed.t, id)).toMatchObject({ amountPaid: '12.00', refundOnItsWay: null });
  });

  it('refuses parents (403) and anonymous callers (401); an unknown refund or booking is a 404', async () => {
    const id = await paidBooking(bed.t, bed.sandbox, bed.games);
    const capture = await captureOf(id);
    capture.status = 'DECLINED';
    try {
      await cancelInTime(id);
    } finally {
      capture.status = 'COMPLETED';
    }
    const [refused] = (await activity(id)).openRefunds;
    const { agent: parent } = await registerUser(bed.t.server);
    await resend(id, refused.id, parent).expect(403);
    await resend(id, refused.id, request.agent(bed.t.server)).expect(401);

    const other = await paidBooking(bed.t, bed.sandbox, bed.games);
    for (const [booking, requestId] of [
      [id, randomUUID()],
      [id, 'not-an-id'],
      [other, refused.id],
    ]) {
      expect((await resend(booking, requestId).expect(404)).body.code).toBe('REFUND_REQUEST_NOT_FOUND');
    }
    expect((await resend(randomUUID(), refused.id).expect(404)).body.code).toBe('BOOKING_NOT_FOUND');
    expect((await activity(id)).openRefunds).toEqual([expect.objectContaining({ id: refused.id, status: 'failed' })]);
  });
});
