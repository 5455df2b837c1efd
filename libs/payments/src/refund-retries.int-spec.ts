import { AdminModule } from '@app/admin';
import { BookingsWorkerModule } from '@app/bookings';
import { ADMIN_ACTION_MESSAGES } from '@app/contracts';
import { WEBHOOK_EVENT_TYPES, type PayPalSandbox } from '@app/paypal-sandbox';
import { JobQueue } from '@app/queue';
import {
  beforeEventStart,
  bookingPage,
  loginAsAdmin,
  cancelThroughLink,
  mailsWithSubject,
  paidBooking,
  PaymentsBed,
  sandboxCaptureOf,
  startPaymentsBed,
  TestApp,
  waitFor,
} from '@app/testing';
import { RefundRequestEntity } from './entities';
import { PaymentsWorkerModule, RefundRetriesWorkerModule } from './payments.module';

const HOUR = 3_600_000;

describe('a refund PayPal could not be reached for is sent again by the worker', () => {
  let bed: PaymentsBed;
  let sandbox: PayPalSandbox;
  let t: TestApp;
  let games: number[];

  beforeAll(async () => {
    bed = await startPaymentsBed({
      imports: [AdminModule],
      webhooks: true,
      worker: [BookingsWorkerModule, PaymentsWorkerModule, RefundRetriesWorkerModule],
      // The first retry a second after the refund is asked, not a minute (then 1 s, 2 s, 4 s...).
      env: { REFUND_RETRY_SECONDS: '1' },
    });
    ({ sandbox, t, games } = bed);
  });
  afterEach(() => {
    sandbox.faults.length = 0;
    jest.restoreAllMocks();
  });
  afterAll(() => bed.close());

  const page = (id: string) => bookingPage(t, id);
  /** The parent cancels in time (100 hours ahead): $400.00 paid, $388.00 back. */
  const cancelInTime = async (id: string) => {
    const { clock, at } = beforeEventStart(t, await page(id), 100 * HOUR);
    jest.spyOn(clock, 'now').mockReturnValue(at);
    return (await cancelThroughLink(t, id).expect(200)).body;
  };
  const requestsOf = (bookingId: string) => t.dataSource.getRepository(RefundRequestEntity).findBy({ bookingId });
  const captureOf = (bookingId: string) => sandboxCaptureOf(t, sandbox, bookingId);
  /** PayPal is unreachable for every refund call (the connection drops) until the faults are cleared. */
  const payPalUnreachable = () =>
    sandbox.faults.push({ method: 'POST', path: '/v2/payments/captures/', drop: true, times: 10_000 });
  /** The request's retry job, once it ran to the end without failing (nothing left to retry). */
  const retryDone = async (requestId: string) => {
    const queue = bed.worker!.get(JobQueue).queue('default');
    const job = await waitFor(() => queue.getJob(`refund@${requestId}`), 10_000, 'the retry job');
    await waitFor(async () => (await job.getState()) === 'completed', 30_000, 'the retry job to finish');
  };
  const ref = (id: string) => id.slice(-8).toUpperCase();

  it('a cancellation in time while PayPal is unreachable: the refund waits, then is sent once PayPal answers', async () => {
    const id = await paidBooking(t, sandbox, games);
    payPalUnreachable();
    const cancelled = await cancelInTime(id);
    expect(cancelled).toMatchObject({ outcome: 'cancelled', refundAmount: '388.00', refundFailed: true });
    const [waiting] = await requestsOf(id);
    expect(waiting).toMatchObject({ status: 'requested', amountCents: 38_800 });
    // The parent's page says the refund is on its way, not that nothing went back.
    expect(await page(id)).toMatchObject({ status: 'cancelled', amountPaid: '400.00', refundOnItsWay: '388.00' });

    sandbox.faults.length = 0;
    await waitFor(async () => (await requestsOf(id))[0].status === 'completed', 20_000, 'the retried refund');
    expect(await page(id)).toMatchObject({ amountPaid: '12.00', balanceDue: '0.00', refundOnItsWay: null });
    expect(await captureOf(id)).toMatchObject({ refundedCents: 38_800 });
    expect([...sandbox.store.refunds.values()].filter((r) => r.invoice_id === waiting.invoiceId)).toHaveLength(1);
    await mailsWithSubject(bed.inbox!, `Refund of $388.00 for booking ${ref(id)}`);
  });

  it('a refund PayPal made and reported by webhook first: the retry changes nothing, one refund stays', async () => {
    const id = await paidBooking(t, sandbox, games);
    payPalUnreachable();
    await cancelInTime(id);
    const [waiting] = await requestsOf(id);
    // PayPal made the refund (our call's answer never came back) and says so by webhook.
    const refund = sandbox.store.refund((await captureOf(id)).id, {
      amount: { currency_code: 'USD', value: '388.00' },
      invoice_id: waiting.invoiceId,
    });
    sandbox.webhooks.emit(
      WEBHOOK_EVENT_TYPES.refunded,
      'refund',
      refund,
      'A $ 388.00 USD capture payment was refunded',
    );
    await waitFor(async () => (await requestsOf(id))[0].status === 'completed', 20_000, 'the webhook');

    sandbox.faults.length = 0;
    await retryDone(waiting.id);
    expect(await captureOf(id)).toMatchObject({ refundedCents: 38_800 });
    expect([...sandbox.store.refunds.values()].filter((r) => r.invoice_id === waiting.invoiceId)).toHaveLength(1);
    expect(await page(id)).toMatchObject({ amountPaid: '12.00', refundOnItsWay: null });
    expect(await requestsOf(id)).toEqual([expect.objectContaining({ status: 'completed', refundId: refund.id })]);
    await mailsWithSubject(bed.inbox!, `Refund of $388.00 for booking ${ref(id)}`);
  });

  it("an admin's cancel PayPal did not answer is not sent by the worker: the booking stands until the admin repeats it", async () => {
    const id = await paidBooking(t, sandbox, games);
    const admin = await loginAsAdmin(t.server);
    const cancel = () =>
      admin.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'Venue flooded', refund: '150.00' });
    payPalUnreachable();
    await cancel().expect(502);
    const [waiting] = await requestsOf(id);
    sandbox.faults.length = 0;
    await retryDone(waiting.id);
    // Nothing went back to a booking that still stands, and "Send refund again" says what finishes it.
    expect(await requestsOf(id)).toEqual([expect.objectContaining({ status: 'requested' })]);
    expect(await captureOf(id)).toMatchObject({ refundedCents: 0 });
    expect(await page(id)).toMatchObject({ status: 'confirmed', amountPaid: '400.00', refundOnItsWay: null });
    const resend = await admin.post(`/api/admin/bookings/${id}/refunds/${waiting.id}/retry`).expect(409);
    expect(resend.body).toMatchObject({
      code: 'REFUND_NOT_RESENDABLE',
      message: ADMIN_ACTION_MESSAGES.refundOfUncancelled,
    });

    await cancel().expect(204);
    expect(await page(id)).toMatchObject({ status: 'cancelled', amountPaid: '250.00' });
    expect(await captureOf(id)).toMatchObject({ refundedCents: 15_000 });
  });

  it('a refund PayPal refuses on a retry is failed, and not sent again', async () => {
    const id = await paidBooking(t, sandbox, games);
    payPalUnreachable();
    await cancelInTime(id);
    const [waiting] = await requestsOf(id);
    // Meanwhile the whole capture went back in PayPal's dashboard, unknown to us: PayPal refuses this refund.
    sandbox.store.refund((await captureOf(id)).id, {});
    sandbox.faults.length = 0;
    await retryDone(waiting.id);
    expect(await requestsOf(id)).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: 'CAPTURE_FULLY_REFUNDED' }),
    ]);
    expect(await page(id)).toMatchObject({ amountPaid: '400.00', refundOnItsWay: null });
  });
});
