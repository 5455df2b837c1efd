import request from 'supertest';
import {
  CHANGE_BOOKING_MESSAGES as C,
  OFFLINE_PAYMENT_MESSAGES as M,
  historySentence,
  todayIn,
  type AdminBookingActivity,
  type BookingHistoryEntry,
} from '@app/contracts';
import { RefundRequestEntity } from '@app/payments';
import {
  Agent,
  bookingPage,
  bookingPayload,
  cancelThroughLink,
  loginAsAdmin,
  paidBooking,
  registerUser,
  startPaymentsBed,
  usePaymentsBed,
} from '@app/testing';
import { AdminModule } from './admin.module';

const TODAY = todayIn('America/Chicago');
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('payments outside PayPal: an admin records cash or a bank transfer and may reverse it', () => {
  const bed = usePaymentsBed(() => startPaymentsBed({ imports: [AdminModule] }));
  let admin: Agent;

  beforeAll(async () => {
    admin = await loginAsAdmin(bed.t.server);
  });

  /** A $400.00 booking; its 50% deposit paid through PayPal when `deposit`. */
  const book = async (deposit = false): Promise<string> =>
    deposit
      ? paidBooking(bed.t, bed.sandbox, bed.games, 'deposit')
      : (await request(bed.t.server).post('/api/bookings').send(bookingPayload(bed.games)).expect(201)).body.id;
  const record = (id: string, body: Record<string, unknown>) =>
    admin.post(`/api/admin/bookings/${id}/payments`).send(body);
  const reverse = (paymentId: string, reason: string, amount?: string) =>
    admin.post(`/api/admin/payments/${paymentId}/reverse`).send({ reason, amount });
  /** The events written for a payment (the outbox, before the relay fans them out). */
  const eventsOf = async (paymentId: string): Promise<{ type: string; payload: Record<string, string> }[]> =>
    bed.t.dataSource.query(`SELECT type, payload FROM outbox WHERE payload->>'paymentId' = $1 ORDER BY created_at`, [
      paymentId,
    ]);
  const detail = async (id: string) => (await admin.get(`/api/admin/bookings/${id}`).expect(200)).body;
  const activity = async (id: string): Promise<AdminBookingActivity> =>
    (await admin.get(`/api/admin/bookings/${id}/activity`).expect(200)).body;
  const collected = async () => (await admin.get('/api/admin/stats').expect(200)).body.collectedRevenue as string;
  const sentences = async (id: string) =>
    (await activity(id)).history.map((h: BookingHistoryEntry) => [h.action, historySentence(h), h.note]);
  const cents = (dollars: string) => Math.round(Number(dollars) * 100);
  /** The booking as made `days` ago, so money may have come in before today. */
  const bookedDaysAgo = (id: string, days: number) =>
    bed.t.dataSource.query(`UPDATE bookings SET created_at = created_at - make_interval(days => $2) WHERE id = $1`, [
      id,
      days,
    ]);

  it('cash for the whole of a pending booking confirms it like a capture: paid, due, payments, history, revenue', async () => {
    const id = await book();
    const before = await collected();
    const { body: payment } = await record(id, {
      method: 'cash',
      amount: '400.00',
      receivedOn: TODAY,
      note: 'Paid at the door',
    }).expect(201);
    expect(payment).toMatchObject({
      bookingId: id,
      method: 'cash',
      amount: '400.00',
      status: 'captured',
      receivedOn: TODAY,
      note: 'Paid at the door',
      orderId: null,
      captureId: null,
    });
    expect(await detail(id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
      amountPaid: '400.00',
      balanceDue: '0.00',
    });
    const { payments, refundable } = await activity(id);
    expect(payments).toEqual([expect.objectContaining({ id: payment.id, method: 'cash', receivedOn: TODAY })]);
    // A cancellation can give the cash back (by hand).
    expect(refundable).toBe('400.00');
    expect(await sentences(id)).toEqual(
      expect.arrayContaining([
        [
          'paid-offline',
          expect.stringMatching(/^Paid \$400\.00 in cash on .+, recorded by admin$/),
          'Paid at the door',
        ],
        ['confirmed', 'Confirmed by admin', null],
      ]),
    );
    expect(cents(await collected()) - cents(before)).toBe(40_000);
  });

  it('a bank transfer pays the balance after a PayPal deposit; its reversal restores the balance, is in the history with its reason, and leaves revenue as before', async () => {
    const id = await book(true);
    await bookedDaysAgo(id, 2);
    const before = await collected();
    const yesterday = dayBefore(TODAY);
    const { body: payment } = await record(id, {
      method: 'bank-transfer',
      amount: '200',
      receivedOn: yesterday,
    }).expect(201);
    expect(await detail(id)).toMatchObject({ paymentStatus: 'completed', amountPaid: '400.00', balanceDue: '0.00' });
    expect(cents(await collected()) - cents(before)).toBe(20_000);

    const { body: reversed } = await reverse(payment.id, 'The transfer bounced').expect(200);
    expect(reversed).toMatchObject({ id: payment.id, amount: '200.00', refundedAmount: '200.00' });
    expect(await detail(id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'deposit_paid',
      amountPaid: '200.00',
      balanceDue: '200.00',
    });
    expect(await collected()).toBe(before);
    const { payments } = await activity(id);
    // A ledger entry, not a delete: the payment stays, with its reversal.
    expect(payments.find((p) => p.id === payment.id)).toMatchObject({
      refunds: [{ amount: '200.00', kind: 'reversal', reason: 'The transfer bounced' }],
    });
    expect((await sentences(id)).at(-1)).toEqual([
      'payment-reversed',
      expect.stringMatching(/^Reversed: Paid \$200\.00 by bank transfer on .+, by admin, \$200\.00 due again$/),
      'The transfer bounced',
    ]);

    // docs/product/api.md#server-rules: the reversal's event is written with it, naming its ledger entry.
    const reversal = payments.find((p) => p.id === payment.id)!.refunds[0];
    expect((await eventsOf(payment.id)).map((e) => e.type)).toEqual(['payment.captured', 'payment.reversed']);
    expect((await eventsOf(payment.id))[1].payload).toEqual({
      refundId: reversal.id,
      paymentId: payment.id,
      bookingId: id,
    });

    await reverse(payment.id, 'Again').expect(409, /already reversed/);
    const paypal = payments.find((p) => p.method === 'paypal')!;
    expect((await reverse(paypal.id, 'No').expect(409)).body).toMatchObject({
      code: 'PAYMENT_NOT_REVERSIBLE',
      message: M.notOffline,
    });
    // The balance is owed again, so it can be recorded again.
    await record(id, { method: 'cash', amount: '200.00', receivedOn: TODAY }).expect(201);
    expect(await detail(id)).toMatchObject({ paymentStatus: 'completed', balanceDue: '0.00' });
  });

  it('a cancellation refunds through PayPal what its captures hold and owes the cash part by hand until the admin records its return', async () => {
    // $200.00 PayPal deposit + $200.00 cash balance; cancelled in time, $388.00 goes back (the 3% fee kept).
    const id = await book(true);
    const { body: cash } = await record(id, { method: 'cash', amount: '200.00', receivedOn: TODAY }).expect(201);
    const before = await collected();

    const { body: cancelled } = await cancelThroughLink(bed.t, id).expect(200);
    expect(cancelled).toMatchObject({ outcome: 'cancelled', refundAmount: '388.00', refundFailed: false });
    // PayPal was asked for its own $200.00 only (it holds no more), and made it.
    const requests = await bed.t.dataSource.getRepository(RefundRequestEntity).findBy({ bookingId: id });
    expect(requests.map((r) => [r.amountCents, r.status])).toEqual([[20_000, 'completed']]);
    const owedNow = await activity(id);
    expect(owedNow.payments.find((p) => p.id === cash.id)).toMatchObject({ owedAmount: '188.00', refunds: [] });
    expect(owedNow.payments.find((p) => p.method === 'paypal')).toMatchObject({ refundedAmount: '200.00' });
    // The parent's page says what comes back by hand, in words.
    const page = await bookingPage(bed.t, id);
    expect(page.refunds.map((l) => [l.amount, l.state])).toEqual(
      expect.arrayContaining([
        ['200.00', 'sent'],
        ['188.00', 'owed'],
      ]),
    );
    expect(await sentences(id)).toContainEqual([
      'cancelled',
      expect.stringMatching(/^Cancelled by .+, refund \$388\.00 \(\$188\.00 to return in cash or by bank transfer\)$/),
      expect.any(String),
    ]);
    // The cancellation's event carries it to the parent's e-mail.
    const [event] = await bed.t.dataSource.query(
      `SELECT payload FROM outbox WHERE type = 'booking.cancelled' AND payload->>'bookingId' = $1`,
      [id],
    );
    expect(event.payload).toMatchObject({ owedCents: 18_800 });
    // Money handed back is collected no longer; money still owed is, until it goes.
    expect(cents(before) - cents(await collected())).toBe(20_000);

    // Part of it handed back, then the rest (the amount left out: what is still owed).
    const { body: part } = await reverse(cash.id, 'Handed back at the office', '100.00').expect(200);
    expect(part).toMatchObject({ owedAmount: '88.00', refundedAmount: '100.00' });
    const { body: rest } = await reverse(cash.id, 'The rest, at the office').expect(200);
    expect(rest).toMatchObject({ owedAmount: '0.00', refundedAmount: '188.00' });
    expect(cents(before) - cents(await collected())).toBe(38_800);
    expect((await bookingPage(bed.t, id)).refunds.filter((l) => l.state === 'owed')).toEqual([]);
    expect(await detail(id)).toMatchObject({ status: 'cancelled', amountPaid: '12.00', balanceDue: '0.00' });
    expect((await sentences(id)).slice(-2)).toEqual([
      ['payment-returned', 'Returned $100.00 in cash to the parent, by admin', 'Handed back at the office'],
      ['payment-returned', 'Returned $88.00 in cash to the parent, by admin', 'The rest, at the office'],
    ]);
    expect((await eventsOf(cash.id)).filter((e) => e.type === 'payment.reversed')).toHaveLength(2);
    // The fee it kept is all that is left of the payment.
    const over = await reverse(cash.id, 'Too much', '12.01').expect(422);
    expect(over.body).toMatchObject({ code: 'REFUND_TOO_LARGE', fields: { amount: M.reverseTooLarge(1_200) } });
  });

  it('paid in cash above a changed total: PayPal is not asked for it; the admin returns part of the cash', async () => {
    const id = await book();
    const { body: cash } = await record(id, { method: 'cash', amount: '400.00', receivedOn: TODAY }).expect(201);
    // What a change that lowered the total to $350.00 leaves (PATCH's own suite covers the change itself).
    await bed.t.dataSource.query('UPDATE bookings SET final_cents = 35000 WHERE id = $1', [id]);
    const viaPayPal = await admin.post(`/api/admin/bookings/${id}/refund-overpayment`).send({}).expect(422);
    expect(viaPayPal.body).toMatchObject({ code: 'REFUND_TOO_LARGE', message: C.overpaymentBeyondPayPal('0.00') });

    const { body: part } = await reverse(cash.id, 'Paid above the new total', '50.00').expect(200);
    expect(part).toMatchObject({ refundedAmount: '50.00', owedAmount: '0.00' });
    expect(await detail(id)).toMatchObject({ status: 'confirmed', amountPaid: '350.00', balanceDue: '0.00' });
    expect((await sentences(id)).at(-1)).toEqual([
      'payment-returned',
      'Returned $50.00 in cash to the parent, by admin',
      'Paid above the new total',
    ]);
  });

  it('refuses more than the balance due and a day after today or before the booking, with their messages, recording nothing', async () => {
    const id = await book(true);
    const over = await record(id, { method: 'cash', amount: '200.01', receivedOn: TODAY }).expect(422);
    expect(over.body).toMatchObject({
      code: 'OFFLINE_PAYMENT_REFUSED',
      message: M.amountTooLarge(20_000),
      fields: { amount: M.amountTooLarge(20_000) },
    });
    // The business's today bounds the day as the pipe checks it (DAY_BOUNDS): a 400 with the field's message.
    const future = await record(id, { method: 'cash', amount: '10.00', receivedOn: dayAfter(TODAY) }).expect(400);
    expect(future.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { receivedOn: M.receivedOnFuture } });
    const ancient = await record(id, { method: 'cash', amount: '10.00', receivedOn: '1900-01-01' }).expect(400);
    expect(ancient.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { receivedOn: M.receivedOnTooOld } });
    // Made today: no money came in for it yesterday.
    const early = await record(id, { method: 'cash', amount: '10.00', receivedOn: dayBefore(TODAY) }).expect(422);
    expect(early.body).toMatchObject({
      code: 'OFFLINE_PAYMENT_REFUSED',
      fields: { receivedOn: M.receivedOnBeforeBooking(TODAY) },
    });
    const bad = await record(id, { method: 'cheque', amount: '0', receivedOn: '2026-02-30' }).expect(400);
    expect(bad.body.fields).toMatchObject({
      method: M.methodInvalid,
      amount: M.amountZero,
      receivedOn: M.receivedOnFormat,
    });
    await admin.post('/api/admin/payments/not-a-payment/reverse').send({ reason: 'x' }).expect(404);
    await reverse('00000000-0000-4000-8000-000000000000', '').expect(400);
    expect((await activity(id)).payments).toHaveLength(1);
    expect(await detail(id)).toMatchObject({ amountPaid: '200.00', balanceDue: '200.00' });
  });

  it('is for admins only: 403 for a parent, 401 for no one', async () => {
    const id = await book();
    const { agent: parent } = await registerUser(bed.t.server);
    const body = { method: 'cash', amount: '10.00', receivedOn: TODAY };
    await parent.post(`/api/admin/bookings/${id}/payments`).send(body).expect(403);
    await request(bed.t.server).post(`/api/admin/bookings/${id}/payments`).send(body).expect(401);
    const { body: payment } = await record(id, body).expect(201);
    await parent.post(`/api/admin/payments/${payment.id}/reverse`).send({ reason: 'mine' }).expect(403);
    expect(await detail(id)).toMatchObject({ amountPaid: '10.00' });
  });

  it('a double submit with one Idempotency-Key records the payment once and answers both the same', async () => {
    const id = await book();
    const body = { method: 'cash', amount: '150.00', receivedOn: TODAY };
    const send = () => admin.post(`/api/admin/bookings/${id}/payments`).set('Idempotency-Key', `cash-${id}`).send(body);
    const [first, second] = await Promise.all([send(), send()]);
    const statuses = [first.status, second.status].sort();
    // Two clicks at once: the second is told the first is still running (409) or gets its answer replayed (201).
    expect(statuses[0]).toBe(201);
    const replay = await send().expect(201);
    expect(replay.body.id).toBe(first.status === 201 ? first.body.id : second.body.id);
    expect((await activity(id)).payments).toHaveLength(1);
    expect(await detail(id)).toMatchObject({
      amountPaid: '150.00',
      balanceDue: '250.00',
      paymentStatus: 'deposit_paid',
    });
  });
});
