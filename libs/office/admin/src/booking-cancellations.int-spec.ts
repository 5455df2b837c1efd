import request from 'supertest';
import {
  ADMIN_ACTION_MESSAGES as A,
  MANAGE_BOOKING_MESSAGES as M,
  PAYPAL_REFUND_TIMING,
  type CancellationResult,
} from '@app/contracts';
import { RefundRequestEntity } from '@app/payments';
import {
  Agent,
  beforeEventStart,
  bookingLinkQuery,
  bookingPage,
  bookingPayload,
  buttonsIn,
  cancelThroughLink,
  loginAsAdmin,
  mailsWithSubject,
  paidBooking,
  sandboxCaptureOf,
  startCancellationBed,
  usePaymentsBed,
  visibleText,
  waitFor,
} from '@app/testing';
import { AdminModule } from './admin.module';

const HOUR = 3_600_000;
/** What the parent gets back of $400.00 in time (CANCELLATION_FEE_PERCENT 3): what the admins give back here too. */
const REFUND = '388.00';
const PARENT_REASON = 'Plans changed';

/**
 * The one cancellation (BookingCancellations in libs/business/booking-money) seen from each of its three callers: the parent's cancel
 * in time, an admin's direct cancel, an admin's approval of the parent's late request. Every caller runs the same
 * cases: the booking is cancelled and its team freed in one transaction with the refund's intent, PayPal is asked after
 * the commit (and again by the worker while it cannot be reached: refunded once), and a cancel racing a reschedule is
 * ordered by the booking's row lock.
 */
describe('one cancellation for every caller', () => {
  const bed = usePaymentsBed(() => startCancellationBed([AdminModule]));
  let admin: Agent;

  beforeAll(async () => {
    admin = await loginAsAdmin(bed.t.server);
  });
  afterEach(() => {
    bed.sandbox.faults.length = 0;
    bed.sandbox.webhooks.url = bed.webhookUrl!;
    jest.restoreAllMocks();
  });

  /** Stands the api's clock this long before the booking's start (the business's wall clock). */
  const standBefore = async (id: string, ms: number) => {
    const { clock, at } = beforeEventStart(bed.t, await bookingPage(bed.t, id), ms);
    jest.spyOn(clock, 'now').mockReturnValue(at);
  };
  /** The parent asks to cancel too late to do it themselves (a day ahead): a request for the business. */
  const lateRequest = async (id: string) => {
    await standBefore(id, 24 * HOUR);
    const res = await cancelThroughLink(bed.t, id, { reason: PARENT_REASON }).expect(200);
    expect(res.body).toMatchObject({ outcome: 'requested', refundAmount: null, request: { status: 'open' } });
  };
  const teamHeld = async (id: string) =>
    Number(
      (await bed.t.dataSource.query('SELECT count(*) AS n FROM allocations WHERE booking_id = $1 AND active', [id]))[0]
        .n,
    ) > 0;
  const requestsOf = (bookingId: string) => bed.t.dataSource.getRepository(RefundRequestEntity).findBy({ bookingId });
  const historyOf = async (id: string) =>
    (await admin.get(`/api/admin/bookings/${id}/activity`).expect(200)).body.history.map(
      (h: { action: string; actor: { name: string } }) => [h.action, h.actor.name],
    );
  const ref = (id: string) => id.slice(-8).toUpperCase();
  /** PayPal is unreachable for every refund call (the connection drops) until the faults are cleared. */
  const payPalUnreachable = () =>
    bed.sandbox.faults.push({ method: 'POST', path: '/v2/payments/captures/', drop: true, times: 10_000 });

  interface Caller {
    name: string;
    /** What comes first: where the clock stands, and for the approval the parent's late request. */
    prepare(id: string): Promise<void>;
    /** The caller's cancel, giving back `refund` dollars (the parent: whatever the policy gives). */
    cancel(id: string, refund: string): request.Test;
    /** How the history names who cancelled (and asked for the refund). */
    actor: string;
    /** The reason the history and the parent's e-mail give. */
    reason: string;
    /** The code a second cancel of the same booking gets. */
    again: string;
    /** What its cancel does once the parent asked late (47:59 before): its answer, and the booking's page then. */
    late: { status: number; body: object; page: object; teamHeld: boolean };
  }

  /** An admin's cancel once the parent asked late: cancelled, the request approved (none is left to decline). */
  const ADMIN_LATE: Caller['late'] = {
    status: 200,
    body: { refundAmount: REFUND, refundFailed: false },
    page: {
      status: 'cancelled',
      amountPaid: '12.00',
      cancellationRequest: { status: 'approved', refundAmount: REFUND },
    },
    teamHeld: false,
  };

  const CALLERS: Caller[] = [
    {
      name: "the parent's cancel in time",
      prepare: (id) => standBefore(id, 100 * HOUR),
      cancel: (id) => cancelThroughLink(bed.t, id, { reason: PARENT_REASON }),
      actor: 'Parent',
      reason: PARENT_REASON,
      again: 'BOOKING_STATE_CONFLICT',
      // The parent cannot cancel themselves now: their request is already with the business.
      late: {
        status: 409,
        body: { code: 'CANCELLATION_REQUEST_CONFLICT', message: M.requestOpen },
        page: { status: 'confirmed', amountPaid: '400.00', cancellationRequest: { status: 'open' } },
        teamHeld: true,
      },
    },
    {
      name: "an admin's direct cancel",
      prepare: (id) => standBefore(id, 100 * HOUR),
      cancel: (id, refund) => admin.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'Venue flooded', refund }),
      actor: 'admin',
      reason: 'Venue flooded',
      again: 'BOOKING_STATE_CONFLICT',
      late: ADMIN_LATE,
    },
    {
      name: "an admin's approval of a late request",
      prepare: lateRequest,
      cancel: (id, refund) =>
        admin.post(`/api/admin/bookings/${id}/cancellation-request/approve`).send({ refundAmount: refund }),
      actor: 'admin',
      reason: PARENT_REASON,
      again: 'CANCELLATION_REQUEST_CONFLICT',
      late: ADMIN_LATE,
    },
  ];

  const refundOf = (body: CancellationResult): CancellationResult => ({
    refundAmount: body.refundAmount,
    refundFailed: body.refundFailed,
  });

  describe.each(CALLERS)('$name', (caller) => {
    it('a refund less the fee: cancelled and its team freed, then refunded once, each e-mail sent once', async () => {
      const id = await paidBooking(bed.t, bed.sandbox, bed.games);
      await caller.prepare(id);
      const res = await caller.cancel(id, REFUND).expect(200);
      expect(refundOf(res.body)).toEqual({ refundAmount: REFUND, refundFailed: false });
      expect(await bookingPage(bed.t, id)).toMatchObject({
        status: 'cancelled',
        amountPaid: '12.00',
        balanceDue: '0.00',
        paymentStatus: 'refunded',
        refundOnItsWay: null,
        policy: { cancel: null, refundNow: '0.00' },
      });
      expect(await teamHeld(id)).toBe(false);
      expect((await requestsOf(id)).map((r) => [r.status, r.amountCents])).toEqual([['completed', 38_800]]);
      expect(await sandboxCaptureOf(bed.t, bed.sandbox, id)).toMatchObject({ refundedCents: 38_800 });
      // Cancelled first, refunded after the commit: the history says so, in that order.
      expect((await historyOf(id)).filter(([action]: string[]) => ['cancelled', 'refunded'].includes(action))).toEqual([
        ['cancelled', caller.actor],
        ['refunded', caller.actor],
      ]);
      const [cancelled] = await mailsWithSubject(bed.inbox, `Your booking ${ref(id)} has been cancelled`);
      expect(cancelled.text).toContain(`Reason: ${caller.reason}`);
      expect(cancelled.text).toContain(`/bookings/${id}?token=`);
      // Both parts: the HTML's one button (nothing to pay on a cancelled booking) is the text part's link.
      const page = /View your booking: (\S+)/.exec(cancelled.text)![1];
      expect(buttonsIn(cancelled.html)).toEqual({ 'View your booking': page });
      expect(cancelled.html).toContain(`Reason: ${caller.reason}`);
      // What comes back, how and when, whoever cancelled: an approval's e-mail says it as the parent's own does.
      const refundWords = `Your refund: $${REFUND} back to your PayPal. ${PAYPAL_REFUND_TIMING}`;
      expect(cancelled.text.replace(/\s+/g, ' ')).toContain(refundWords);
      expect(visibleText(cancelled.html)).toContain(refundWords);
      await mailsWithSubject(bed.inbox, `Refund of $${REFUND} for booking ${ref(id)}`);
      expect((await caller.cancel(id, REFUND).expect(409)).body.code).toBe(caller.again);
    });

    it('late (47:59 before): the parent asks the business, and the request decides what this cancel does', async () => {
      const id = await paidBooking(bed.t, bed.sandbox, bed.games);
      await standBefore(id, 48 * HOUR - 60_000);
      const noReason = await cancelThroughLink(bed.t, id).expect(400);
      expect(noReason.body).toMatchObject({ code: 'CANCEL_REASON_REQUIRED', fields: { reason: M.reasonRequired } });
      const asked = await cancelThroughLink(bed.t, id, { reason: PARENT_REASON }).expect(200);
      expect(asked.body).toMatchObject({
        outcome: 'requested',
        refundAmount: null,
        refundFailed: false,
        booking: { status: 'confirmed', cancellationRequest: { status: 'open', reason: PARENT_REASON } },
      });
      expect(await teamHeld(id)).toBe(true);
      const [business] = await mailsWithSubject(bed.inbox, `Cancellation request for booking ${ref(id)}`);
      expect(business.to).toBe(bed.t.config.mail.contactInbox);
      await mailsWithSubject(bed.inbox, `We received your cancellation request for booking ${ref(id)}`);

      const res = await caller.cancel(id, REFUND);
      expect(res.status).toBe(caller.late.status);
      expect(res.body).toMatchObject(caller.late.body);
      expect(await bookingPage(bed.t, id)).toMatchObject(caller.late.page);
      expect(await teamHeld(id)).toBe(caller.late.teamHeld);
    });

    it('PayPal unreachable: cancelled at once, the refund retried by the worker and made once', async () => {
      const id = await paidBooking(bed.t, bed.sandbox, bed.games);
      await caller.prepare(id);
      payPalUnreachable();
      const res = await caller.cancel(id, REFUND).expect(200);
      expect(refundOf(res.body)).toEqual({ refundAmount: REFUND, refundFailed: true });
      expect(await teamHeld(id)).toBe(false);
      const [waiting] = await requestsOf(id);
      expect(waiting).toMatchObject({ status: 'requested', amountCents: 38_800 });
      // The parent's page says the refund is on its way, not that nothing went back.
      expect(await bookingPage(bed.t, id)).toMatchObject({
        status: 'cancelled',
        amountPaid: '400.00',
        refundOnItsWay: REFUND,
      });

      bed.sandbox.faults.length = 0;
      await waitFor(async () => (await requestsOf(id))[0].status === 'completed', 30_000, 'the retried refund');
      expect(await bookingPage(bed.t, id)).toMatchObject({ amountPaid: '12.00', refundOnItsWay: null });
      expect(await sandboxCaptureOf(bed.t, bed.sandbox, id)).toMatchObject({ refundedCents: 38_800 });
      expect([...bed.sandbox.store.refunds.values()].filter((r) => r.invoice_id === waiting.invoiceId)).toHaveLength(1);
      await mailsWithSubject(bed.inbox, `Refund of $${REFUND} for booking ${ref(id)}`);
      await mailsWithSubject(bed.inbox, `Your booking ${ref(id)} has been cancelled`);
    });

    it('racing a reschedule: the row lock orders them, the second sees the first', async () => {
      const race = async (first: 'cancel' | 'move') => {
        // PayPal's webhooks (the capture's, the refund's) would take the booking's row too: their facts arrive with
        // PayPal's answers here.
        bed.sandbox.webhooks.url = undefined;
        const id = await paidBooking(bed.t, bed.sandbox, bed.games);
        await caller.prepare(id);
        const { eventDate } = await bookingPage(bed.t, id);
        const target = { eventDate: daysAfter(eventDate, 7), eventTime: '10:00' };
        const cancel = () => caller.cancel(id, REFUND).then((r) => r);
        // The admin's Calendar move: the lifecycle's reschedule, which any caller's cancel may meet.
        const move = () =>
          admin
            .post(`/api/admin/bookings/${id}/move`)
            .send(target)
            .then((r) => r);
        const [a, b] = await queuedBehindTheRow(id, first === 'cancel' ? [cancel, move] : [move, cancel]);
        return { id, target, ...(first === 'cancel' ? { cancelled: a, moved: b } : { moved: a, cancelled: b }) };
      };

      const cancelFirst = await race('cancel');
      expect(cancelFirst.cancelled.status).toBe(200);
      expect([cancelFirst.moved.status, cancelFirst.moved.body.code]).toEqual([409, 'BOOKING_STATE_CONFLICT']);
      expect(await bookingPage(bed.t, cancelFirst.id)).toMatchObject({ status: 'cancelled', calendarSequence: 0 });

      const moveFirst = await race('move');
      expect(moveFirst.moved.status).toBe(204);
      expect(moveFirst.cancelled.status).toBe(200);
      expect(await bookingPage(bed.t, moveFirst.id)).toMatchObject({ status: 'cancelled', ...moveFirst.target });

      for (const { id } of [cancelFirst, moveFirst]) {
        expect(await teamHeld(id)).toBe(false);
        expect((await requestsOf(id)).map((r) => r.status)).toEqual(['completed']);
      }
    });
  });

  /** Another writer holds the booking's row; the calls queue behind it in this order, then it lets go. */
  async function queuedBehindTheRow(id: string, calls: (() => Promise<request.Response>)[]) {
    const runner = bed.t.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query('SELECT id FROM bookings WHERE id = $1 FOR UPDATE', [id]);
      // The calls' own waits: each takes the booking's row with a SELECT ... FOR UPDATE (the worker's writes to it,
      // such as the received e-mail's mark, are UPDATEs; the text shown is cut at 1 kB, before the FOR UPDATE).
      const waiting = async () =>
        Number(
          (
            await bed.t.dataSource.query(
              `SELECT count(*) AS n FROM pg_stat_activity
               WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE 'select%'`,
            )
          )[0].n,
        );
      const answers: Promise<request.Response>[] = [];
      for (const call of calls) {
        answers.push(call());
        await waitFor(async () => (await waiting()) >= answers.length, 10_000, `call ${answers.length} waiting`);
      }
      await runner.commitTransaction();
      return await Promise.all(answers);
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
  }

  describe("each caller's own rules", () => {
    it('the parent: a body that is not an object is a 400 and cancels nothing; a deposit comes back less the fee', async () => {
      const { body: booking } = await request(bed.t.server)
        .post('/api/bookings')
        .send(bookingPayload(bed.games))
        .expect(201);
      for (const body of ['[]', '"x"', '42', 'true', 'null']) {
        const res = await request(bed.t.server)
          .post(`/api/bookings/${booking.id}/cancel${bookingLinkQuery(bed.t, booking.id)}`)
          .type('json')
          .send(body);
        expect([body, res.status, res.body.code]).toEqual([body, 400, 'BODY_NOT_OBJECT']);
      }
      expect(await bookingPage(bed.t, booking.id)).toMatchObject({ status: 'pending', policy: { cancel: 'refund' } });
      expect(await teamHeld(booking.id)).toBe(true);
      // Nothing paid: cancelled, nothing to refund.
      await standBefore(booking.id, 100 * HOUR);
      expect((await cancelThroughLink(bed.t, booking.id).expect(200)).body).toMatchObject({
        outcome: 'cancelled',
        refundAmount: null,
        refundFailed: false,
      });
      expect(await requestsOf(booking.id)).toEqual([]);

      // $200.00 paid of $400.00: $194.00 back.
      const deposit = await paidBooking(bed.t, bed.sandbox, bed.games, 'deposit');
      await standBefore(deposit, 72 * HOUR);
      const res = await cancelThroughLink(bed.t, deposit).expect(200);
      expect(res.body).toMatchObject({ outcome: 'cancelled', refundAmount: '194.00' });
      expect(res.body.booking).toMatchObject({ status: 'cancelled', amountPaid: '6.00' });
    });

    it("an admin: a refund beyond what the captures hold cancels nothing; a direct cancel answers the parent's request", async () => {
      const id = await paidBooking(bed.t, bed.sandbox, bed.games);
      await lateRequest(id);
      const tooMuch = [
        admin.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'Venue flooded', refund: '400.01' }),
        admin.post(`/api/admin/bookings/${id}/cancellation-request/approve`).send({ refundAmount: '400.01' }),
      ];
      for (const res of await Promise.all(tooMuch)) {
        expect([res.status, res.body.code, res.body.message]).toEqual([
          422,
          'REFUND_TOO_LARGE',
          A.refundTooLarge('400.00'),
        ]);
      }
      expect(await bookingPage(bed.t, id)).toMatchObject({
        status: 'confirmed',
        cancellationRequest: { status: 'open' },
      });
      expect(await teamHeld(id)).toBe(true);
      expect(await requestsOf(id)).toEqual([]);

      // No refund: what was paid stays paid, and the request is answered, so none is left to decline.
      const res = await admin
        .post(`/api/admin/bookings/${id}/cancel`)
        .send({ reason: 'Agreed on the phone' })
        .expect(200);
      expect(res.body).toEqual({ refundAmount: null, refundFailed: false });
      expect(await bookingPage(bed.t, id)).toMatchObject({
        status: 'cancelled',
        amountPaid: '400.00',
        refundOnItsWay: null,
        cancellationRequest: { status: 'approved', refundAmount: '0.00' },
      });
      const decline = await admin.post(`/api/admin/bookings/${id}/cancellation-request/decline`).send({}).expect(409);
      expect(decline.body).toMatchObject({ code: 'CANCELLATION_REQUEST_CONFLICT', message: M.noOpenRequest });
      const twice = await admin.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'Again' }).expect(409);
      expect(twice.body).toMatchObject({ code: 'BOOKING_STATE_CONFLICT', message: A.alreadyCancelled });
    });

    it('an admin declines a late request: the booking stands, the parent is told, it cannot be approved after', async () => {
      const id = await paidBooking(bed.t, bed.sandbox, bed.games);
      await lateRequest(id);
      await admin.post(`/api/admin/bookings/${id}/cancellation-request/decline`).send({}).expect(204);
      expect(await bookingPage(bed.t, id)).toMatchObject({
        status: 'confirmed',
        cancellationRequest: { status: 'declined' },
      });
      expect(await teamHeld(id)).toBe(true);
      await mailsWithSubject(bed.inbox, `Your booking ${ref(id)} stays booked`);
      expect(await historyOf(id)).toEqual(
        expect.arrayContaining([
          ['cancellation-requested', 'Parent'],
          ['cancellation-declined', 'admin'],
        ]),
      );
      await admin
        .post(`/api/admin/bookings/${id}/cancellation-request/approve`)
        .send({ refundAmount: '0' })
        .expect(409);
    });
  });
});

/** The day `days` after `day` (yyyy-MM-dd). */
const daysAfter = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
