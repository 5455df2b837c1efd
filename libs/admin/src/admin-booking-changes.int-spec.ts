import request from 'supertest';
import { BookingsWorkerModule } from '@app/bookings';
import { PaymentsWorkerModule } from '@app/payments';
import { CHANGE_BOOKING_MESSAGES as M, historySentence, type BookingHistoryEntry } from '@app/contracts';
import { centsToDollars, quote } from '@app/pricing';
import {
  Agent,
  approveAtSandbox,
  bookingPage,
  bookingPayload,
  businessDayIn,
  catalogueGameIds,
  loginAsAdmin,
  mailsWithSubject,
  registerUser,
  startPaymentsBed,
  usePaymentsBed,
} from '@app/testing';
import { AdminModule } from './admin.module';

/** Issue #37: this suite's own day for the full-day case (103-109 days ahead are this change's, see e2e helpers). */
const FULL_DAY = 105;

describe('an admin changes a booking (issue #37): PATCH /api/admin/bookings/:id', () => {
  const bed = usePaymentsBed(() =>
    startPaymentsBed({
      imports: [AdminModule],
      // Payments' worker sends the parent's refund e-mail of an overpayment's refund.
      worker: [BookingsWorkerModule, PaymentsWorkerModule],
      // No buffer after an event: the full-day case's bookings end by 12:30, clear of other suites' 14:00 slots.
      env: { BOOKING_BUFFER_MINUTES: '0' },
    }),
  );
  let admin: Agent;
  let allGames: number[];

  beforeAll(async () => {
    admin = await loginAsAdmin(bed.t.server);
    allGames = await catalogueGameIds(bed.t.server);
  });

  const book = async (overrides: Record<string, unknown> = {}, paid?: string) => {
    const agent = request.agent(bed.t.server);
    const body = bookingPayload(bed.games, overrides);
    const { body: booking } = await agent.post('/api/bookings').send(body).expect(201);
    if (paid) {
      const order = await agent
        .post('/paypal/order')
        .send({ amount: paid, currency: 'USD', intent: 'CAPTURE', bookingId: booking.id, plan: 'full' })
        .expect(201);
      await approveAtSandbox(bed.sandbox, order.body.id);
      await agent.post(`/paypal/order/${order.body.id}/capture`).expect(200);
    }
    return { id: booking.id as string, body, agent };
  };
  /** The form's body: the booking's details as sent on create, with `changes`. */
  const details = (body: Record<string, unknown>, changes: Record<string, unknown>) => ({
    selectedGames: body.selectedGames,
    guestCount: body.guestCount,
    eventType: body.eventType,
    eventTheme: body.eventTheme,
    location: body.location,
    addOns: body.addOns,
    specialRequests: body.specialRequests,
    ...changes,
  });
  const change = (id: string, body: Record<string, unknown>) => admin.patch(`/api/admin/bookings/${id}`).send(body);

  it('refuses anonymous callers (401) and parents (403), even on their own booking', async () => {
    const { agent: parent } = await registerUser(bed.t.server);
    const { body: own } = await parent.post('/api/bookings').send(bookingPayload(bed.games)).expect(201);
    const body = details(bookingPayload(bed.games), { guestCount: 20 });
    await request(bed.t.server).patch(`/api/admin/bookings/${own.id}`).send(body).expect(401);
    await parent.patch(`/api/admin/bookings/${own.id}`).send(body).expect(403);
  });

  it('prices more children by the pricing function: new lines, total and due, the page, the history and the e-mail', async () => {
    const { id, body } = await book();
    const res = await change(id, details(body, { guestCount: 20, eventTheme: 'Pirates' })).expect(200);
    const expected = quote({ gameCount: 3, guestCount: 20, addOns: {} }, bed.t.config.pricing);
    expect(res.body).toMatchObject({
      total: centsToDollars(expected.totalPrice),
      paid: '0.00',
      due: centsToDollars(expected.totalPrice),
      refundOffer: null,
    });
    expect(res.body.priceLines).toContainEqual({
      key: 'extraChildren',
      label: 'Extra children (5 × $15.00)',
      amount: '75.00',
    });
    const page = await bookingPage(bed.t, id);
    expect(page).toMatchObject({
      guestCount: 20,
      eventTheme: 'Pirates',
      totalPrice: centsToDollars(expected.totalPrice),
    });
    expect(page.pricing.breakdown.extraGuests).toBe('75.00');

    const { history } = (await admin.get(`/api/admin/bookings/${id}/activity`).expect(200)).body;
    const changed = history.find((h: BookingHistoryEntry) => h.action === 'changed');
    expect(historySentence(changed)).toBe(
      `Changed by admin: children 10 → 20, theme none → Pirates, total $400.00 → ${'$' + centsToDollars(expected.totalPrice)}`,
    );

    const [mail] = await mailsWithSubject(
      bed.inbox,
      `Your booking ${id.slice(-8).toUpperCase()} was changed: the new price`,
    );
    expect(mail.text).toContain('  Extra children (5 × $15.00): $75.00');
    expect(mail.text).toContain(`  Total: $${centsToDollars(expected.totalPrice)}`);
    expect(mail.text).toContain(`  Balance due: $${centsToDollars(expected.totalPrice)}`);
  });

  it('offers a refund when the new total is below what was paid, with nothing due', async () => {
    const addOns = { photography: true, videography: false, customShirts: false, customAwards: false };
    const { id, body } = await book({ addOns }, '599.00');
    const res = await change(id, details(body, { addOns: { ...addOns, photography: false } })).expect(200);
    expect(res.body).toMatchObject({ total: '400.00', paid: '599.00', due: '0.00', refundOffer: '199.00' });
    const page = await bookingPage(bed.t, id);
    expect(page).toMatchObject({
      totalPrice: '400.00',
      amountPaid: '599.00',
      balanceDue: '0.00',
      paymentStatus: 'completed',
    });
  });

  describe('the refund offered, paid out while the booking stands: POST /api/admin/bookings/:id/refund-overpayment', () => {
    const ADD_ONS = { photography: true, videography: false, customShirts: false, customAwards: false };
    /** Paid $599.00 with photography, then the photography dropped: $400.00 now, $199.00 paid above it. */
    const overpaid = async () => {
      const booked = await book({ addOns: ADD_ONS }, '599.00');
      await change(booked.id, details(booked.body, { addOns: { ...ADD_ONS, photography: false } })).expect(200);
      return booked;
    };
    const refundOver = (id: string, body: object = {}) =>
      admin.post(`/api/admin/bookings/${id}/refund-overpayment`).send(body);

    it('refuses anonymous callers (401) and parents (403), even on their own booking', async () => {
      const { agent: parent } = await registerUser(bed.t.server);
      const { body: own } = await parent.post('/api/bookings').send(bookingPayload(bed.games)).expect(201);
      await request(bed.t.server).post(`/api/admin/bookings/${own.id}/refund-overpayment`).send({}).expect(401);
      await parent.post(`/api/admin/bookings/${own.id}/refund-overpayment`).send({}).expect(403);
    });

    it('caps it at paid − total, then refunds it through PayPal: the ledger, paid and due, history and e-mail', async () => {
      const { id } = await overpaid();
      const tooMuch = await refundOver(id, { amount: '199.01' }).expect(422);
      expect(tooMuch.body).toMatchObject({ code: 'REFUND_TOO_LARGE', message: M.overpaymentTooLarge('199.00') });

      const res = await refundOver(id).expect(200);
      expect(res.body).toEqual({ refundAmount: '199.00', refundFailed: false, paid: '400.00', due: '0.00' });
      const page = await bookingPage(bed.t, id);
      expect(page).toMatchObject({
        status: 'confirmed',
        amountPaid: '400.00',
        balanceDue: '0.00',
        amountRefunded: '199.00',
      });

      const activity = (await admin.get(`/api/admin/bookings/${id}/activity`).expect(200)).body;
      expect(activity.payments[0].refunds).toMatchObject([{ amount: '199.00', reason: M.overpaymentReason }]);
      expect(activity.refundable).toBe('400.00');
      const sentences = activity.history.map((h: BookingHistoryEntry) => historySentence(h));
      expect(sentences).toContain('Refund of $199.00 (paid above the new total) asked by admin');
      expect(sentences).toContain('Refunded $199.00 by admin');
      const [mail] = await mailsWithSubject(bed.inbox, `Refund of $199.00 for booking ${id.slice(-8).toUpperCase()}`);
      expect(mail.text).toContain('We refunded $199.00 of your payment');

      // Nothing is left above the total: a second refund is refused, the money stays.
      expect((await refundOver(id).expect(422)).body).toMatchObject({ message: M.noOverpayment });
    });

    it("is refused on a cancelled booking, whose refund is its cancellation's", async () => {
      const { id } = await overpaid();
      await admin.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'Rained out' }).expect(200);
      expect((await refundOver(id).expect(422)).body).toMatchObject({ message: M.overpaymentOfCancelled });
    });

    it("leaves a later cancellation's refund free: the overpayment refunded, the rest goes back on cancelling", async () => {
      const { id } = await overpaid();
      await refundOver(id, { amount: '99.00' }).expect(200);
      const res = await admin.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'Rained out', refund: '500.00' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ refundAmount: '500.00', refundFailed: false });
    });
  });

  it('refuses a longer event when no team is free after it (SLOT_TAKEN with alternatives), changing nothing', async () => {
    const day = businessDayIn(bed.t, FULL_DAY);
    // 09:00 for 90 minutes (the team there from 08:30), then both teams from 10:30: 6 games (155 min) no longer fit.
    const { id, body } = await book({ eventDate: day, eventTime: '09:00' });
    await book({ eventDate: day, eventTime: '11:00' });
    await book({ eventDate: day, eventTime: '11:00' });
    const res = await change(id, details(body, { selectedGames: allGames.slice(0, 6) })).expect(409);
    expect(res.body).toMatchObject({ code: 'SLOT_TAKEN', message: M.longerNotFree });
    expect(res.body.details.alternatives.length).toBeGreaterThan(0);
    const page = await bookingPage(bed.t, id);
    expect(page).toMatchObject({ selectedGames: body.selectedGames, totalPrice: '400.00', durationMinutes: 90 });
  });
});
