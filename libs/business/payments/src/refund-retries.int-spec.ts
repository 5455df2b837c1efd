import { ADMIN_ACTION_MESSAGES } from '@app/contracts';
import { WEBHOOK_EVENT_TYPES } from '@app/paypal-sandbox';
import { JobQueue } from '@app/queue';
import {
  beforeEventStart,
  bookingPage,
  cancelThroughLink,
  loginAsAdmin,
  mailsWithSubject,
  paidBooking,
  sandboxCaptureOf,
  startCancellationBed,
  usePaymentsBed,
  waitFor,
} from '@app/testing';
import { RefundRequestEntity } from './entities';
import { PaymentsModule } from './payments.module';
import { RefundRequests } from './refund-requests';

const HOUR = 3_600_000;

describe('a refund PayPal could not be reached for is sent again by the worker', () => {
  const bed = usePaymentsBed(() => startCancellationBed([PaymentsModule]));
  afterEach(() => {
    bed.sandbox.faults.length = 0;
    jest.restoreAllMocks();
  });

  const page = (id: string) => bookingPage(bed.t, id);
  /** The parent cancels in time (100 hours ahead): $400.00 paid, $388.00 back. */
  const cancelInTime = async (id: string) => {
    const { clock, at } = beforeEventStart(bed.t, await page(id), 100 * HOUR);
    jest.spyOn(clock, 'now').mockReturnValue(at);
    return (await cancelThroughLink(bed.t, id).expect(200)).body;
  };
  const requestsOf = (bookingId: string) => bed.t.dataSource.getRepository(RefundRequestEntity).findBy({ bookingId });
  const captureOf = (bookingId: string) => sandboxCaptureOf(bed.t, bed.sandbox, bookingId);
  /** PayPal is unreachable for every refund call (the connection drops) until the faults are cleared. */
  const payPalUnreachable = () =>
    bed.sandbox.faults.push({ method: 'POST', path: '/v2/payments/captures/', drop: true, times: 10_000 });
  /** The request's retry job, once it ran to the end without failing (nothing left to retry). */
  const retryDone = async (requestId: string) => {
    const queue = bed.worker.get(JobQueue).queue('default');
    const job = await waitFor(() => queue.getJob(`refund@${requestId}`), 10_000, 'the retry job');
    await waitFor(async () => (await job.getState()) === 'completed', 30_000, 'the retry job to finish');
  };
  const ref = (id: string) => id.slice(-8).toUpperCase();

  it('a refund PayPal made and reported by webhook first: the retry changes nothing, one refund stays', async () => {
    const id = await paidBooking(bed.t, bed.sandbox, bed.games);
    payPalUnreachable();
    await cancelInTime(id);
    const [waiting] = await requestsOf(id);
    // PayPal made the refund (our call's answer never came back) and says so by webhook.
    const refund = bed.sandbox.store.refund((await captureOf(id)).id, {
      amount: { currency_code: 'USD', value: '388.00' },
      invoice_id: waiting.invoiceId,
    });
    bed.sandbox.webhooks.emit(
      WEBHOOK_EVENT_TYPES.refunded,
      'refund',
      refund,
      'A $ 388.00 USD capture payment was refunded',
    );
    await waitFor(async () => (await requestsOf(id))[0].status === 'completed', 20_000, 'the webhook');

    bed.sandbox.faults.length = 0;
    await retryDone(waiting.id);
    expect(await captureOf(id)).toMatchObject({ refundedCents: 38_800 });
    expect([...bed.sandbox.store.refunds.values()].filter((r) => r.invoice_id === waiting.invoiceId)).toHaveLength(1);
    expect(await page(id)).toMatchObject({ amountPaid: '12.00', refundOnItsWay: null });
    expect(await requestsOf(id)).toEqual([expect.objectContaining({ status: 'completed', refundId: refund.id })]);
    await mailsWithSubject(bed.inbox, `Refund of $388.00 for booking ${ref(id)}`);
  });

  it('a refund on a booking that stands is not sent by the worker nor alone by an admin: cancelling sends it', async () => {
    const id = await paidBooking(bed.t, bed.sandbox, bed.games);
    // What an admin's cancel of the former order (it asked PayPal first) left when PayPal did not answer.
    const {
      intents: [waiting],
    } = await bed.t.dataSource.transaction((manager) =>
      bed.t.app
        .get(RefundRequests)
        .record(manager, id, 38_800, 'Venue flooded', { kind: 'admin', id: null, name: 'admin' }),
    );
    await retryDone(waiting.id);
    expect(await requestsOf(id)).toEqual([expect.objectContaining({ status: 'requested' })]);
    expect(await captureOf(id)).toMatchObject({ refundedCents: 0 });
    expect(await page(id)).toMatchObject({ status: 'confirmed', amountPaid: '400.00', refundOnItsWay: null });
    const admin = await loginAsAdmin(bed.t.server);
    const resent = await admin.post(`/api/admin/bookings/${id}/refunds/${waiting.id}/retry`).expect(409);
    expect(resent.body).toMatchObject({
      code: 'REFUND_NOT_RESENDABLE',
      message: ADMIN_ACTION_MESSAGES.refundOfUncancelled,
    });

    // The parent's cancellation in time gives back the same $388.00: it finishes that refund, never a second one.
    expect(await cancelInTime(id)).toMatchObject({ outcome: 'cancelled', refundAmount: '388.00', refundFailed: false });
    expect(await page(id)).toMatchObject({ status: 'cancelled', amountPaid: '12.00' });
    expect(await captureOf(id)).toMatchObject({ refundedCents: 38_800 });
    expect(await requestsOf(id)).toEqual([expect.objectContaining({ id: waiting.id, status: 'completed' })]);
  });

  it('a refund PayPal refuses on a retry is failed, and not sent again', async () => {
    const id = await paidBooking(bed.t, bed.sandbox, bed.games);
    payPalUnreachable();
    await cancelInTime(id);
    const [waiting] = await requestsOf(id);
    // Meanwhile the whole capture went back in PayPal's dashboard, unknown to us: PayPal refuses this refund.
    bed.sandbox.store.refund((await captureOf(id)).id, {});
    bed.sandbox.faults.length = 0;
    await retryDone(waiting.id);
    expect(await requestsOf(id)).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: 'CAPTURE_FULLY_REFUNDED' }),
    ]);
    expect(await page(id)).toMatchObject({ amountPaid: '400.00', refundOnItsWay: null });
  });
});
