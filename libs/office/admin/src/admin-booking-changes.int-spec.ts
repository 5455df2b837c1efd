import request from 'supertest';
import { BookingsWorkerModule } from '@app/bookings';
import { PaymentsWorkerModule } from '@app/payments';
import {
  ADMIN_ACTION_MESSAGES as A,
  BOOKING_MESSAGES as B,
  CHANGE_BOOKING_MESSAGES as M,
  historySentence,
  todayIn,
  type BookingHistoryEntry,
} from '@app/contracts';
import { centsToDollars, dollarsToCents, quote } from '@app/pricing';
import {
  Agent,
  approveAtSandbox,
  bookingPage,
  bookingPayload,
  businessDayIn,
  cancelThroughLink,
  catalogueGameIds,
  insertPromo,
  loginAsAdmin,
  mailsWithSubject,
  registerUser,
  startPaymentsBed,
  unique,
  usePaymentsBed,
} from '@app/testing';
import { AdminModule } from './admin.module';

/** This suite's own day for the full-day case (103-109 days ahead are this change's, see e2e helpers). */
const FULL_DAY = 105;

describe('an admin changes a booking: PATCH /api/admin/bookings/:id', () => {
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
      `Changed by admin: 10 → 20 children, theme none → Pirates, $400.00 → ${'$' + centsToDollars(expected.totalPrice)}`,
    );

    const [mail] = await mailsWithSubject(
      bed.inbox,
      `Your booking ${id.slice(-8).toUpperCase()} was changed: the new price`,
    );
    expect(mail.text).toContain('  Extra children (5 × $15.00): $75.00');
    expect(mail.text).toContain(`  Total: $${centsToDollars(expected.totalPrice)}`);
    expect(mail.text).toContain(`  Balance due: $${centsToDollars(expected.totalPrice)}`);
  });

  it('keeps the history as it happened: booked for the first price, the change, then the cash for the difference', async () => {
    const { id, body } = await book({ guestCount: 18 });
    const price = (guestCount: number) =>
      quote({ gameCount: 3, guestCount, addOns: {} }, bed.t.config.pricing).totalPrice;
    await admin
      .post(`/api/admin/bookings/${id}/payments`)
      .send({ method: 'cash', amount: centsToDollars(price(18)), receivedOn: todayIn('America/Chicago') })
      .expect(201);
    await change(id, details(body, { guestCount: 22 })).expect(200);
    const difference = price(22) - price(18);
    await admin
      .post(`/api/admin/bookings/${id}/payments`)
      .send({ method: 'cash', amount: centsToDollars(difference), receivedOn: todayIn('America/Chicago') })
      .expect(201);

    const { history } = (await admin.get(`/api/admin/bookings/${id}/activity`).expect(200)).body;
    const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(history.map((h: BookingHistoryEntry) => historySentence(h))).toEqual([
      `Booked by Parent for ${usd(price(18))}`,
      expect.stringMatching(new RegExp(`^Paid \\${usd(price(18))} in cash on .+, recorded by admin$`)),
      'Confirmed by admin',
      `Changed by admin: 18 → 22 children, ${usd(price(18))} → ${usd(price(22))}`,
      expect.stringMatching(new RegExp(`^Paid \\${usd(difference)} in cash on .+, recorded by admin$`)),
    ]);
  });

  it("keeps an anonymous parent's pending custom game as it is; another's pending game is still refused", async () => {
    const submit = (agent: Agent) =>
      agent
        .post('/api/custom-games')
        .send({ name: unique('Pillow Relay'), description: 'Carry a pillow through the course', equipment: [] })
        .expect(201);
    const parent = request.agent(bed.t.server);
    const own = (await submit(parent)).body;
    const catalogue = [bed.games[0], bed.games[1]];
    const body = bookingPayload([...catalogue, `custom-${own.id}`]);
    const { body: booking } = await parent.post('/api/bookings').send(body).expect(201);

    const res = await change(booking.id, details(body, { guestCount: 20 })).expect(200);
    expect(res.body.total).toBe('475.00');
    expect(await bookingPage(bed.t, booking.id)).toMatchObject({ guestCount: 20 });
    // The custom game itself changed: another browser's pending submission is not the booking's to take.
    const other = (await submit(request.agent(bed.t.server))).body;
    const refused = await change(booking.id, details(body, { selectedGames: [...catalogue, `custom-${other.id}`] }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ selectedGames: B.gameUnknown });
  });

  it('refuses a game id beyond integer with the field’s message (was a 500 from the database)', async () => {
    const { id, body } = await book();
    const res = await change(id, details(body, { selectedGames: [1, 2, 'custom-2147483648'] })).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { selectedGames: B.gameUnknown } });
  });

  describe("the booking's promo on the new total", () => {
    /** A $400.00 booking (3 games, 10 children) with a deposit paid under `promo`. */
    const bookWithPromo = async (promo: { code: string }, deposit: string) => {
      const booked = await book();
      const order = await booked.agent
        .post('/paypal/order')
        .send({
          amount: deposit,
          currency: 'USD',
          intent: 'CAPTURE',
          bookingId: booked.id,
          plan: 'deposit',
          promoCode: promo.code,
        })
        .expect(201);
      await approveAtSandbox(bed.sandbox, order.body.id);
      await booked.agent.post(`/paypal/order/${order.body.id}/capture`).expect(200);
      return booked;
    };

    it('a percentage promo is taken again on the new total, at the percent the parent was given', async () => {
      const promo = await insertPromo(bed.t, { discount_type: 'percentage', discount_value: 10 });
      const { id, body } = await bookWithPromo(promo, '180.00');
      // The code's terms as the admin sets them later are not the ones this booking was given.
      await bed.t.dataSource.query(`UPDATE promo_codes SET discount_value = 50 WHERE id = $1`, [promo.id]);
      // 20 children: $475.00, 10% of it $47.50 off (it was $40.00 of $400.00).
      const res = await change(id, details(body, { guestCount: 20 })).expect(200);
      expect(res.body).toMatchObject({ total: '427.50', paid: '180.00', due: '247.50' });
      expect(res.body.priceLines).toContainEqual(expect.objectContaining({ key: 'promoDiscount', amount: '-47.50' }));
      expect(await bookingPage(bed.t, id)).toMatchObject({
        totalPrice: '475.00',
        promoDiscount: '47.50',
        finalPrice: '427.50',
        balanceDue: '247.50',
      });
    });

    it('a fixed promo keeps its amount, even when the promo was edited since', async () => {
      const promo = await insertPromo(bed.t, { discount_type: 'fixed', discount_value: 5_000 });
      const { id, body } = await bookWithPromo(promo, '175.00');
      await bed.t.dataSource.query(`UPDATE promo_codes SET discount_value = 9000 WHERE id = $1`, [promo.id]);
      const res = await change(id, details(body, { guestCount: 20 })).expect(200);
      expect(res.body).toMatchObject({ total: '425.00', paid: '175.00', due: '250.00' });
    });
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
      // The admin's own amount, below the offer: that much goes back, the rest stays paid.
      expect((await refundOver(id, { amount: '99.00' }).expect(200)).body).toEqual({
        refundAmount: '99.00',
        refundFailed: false,
        paid: '500.00',
        due: '0.00',
      });
      const res = await admin.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'Rained out', refund: '500.00' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ refundAmount: '500.00', refundFailed: false });
    });

    describe('a cancel while the overpayment refund still waits for PayPal counts it as going back', () => {
      // PayPal answers 503 to every refund (it can delay or fail one): the overpayment's $199.00 stays requested.
      const payPalDown = () =>
        bed.sandbox.faults.push({ method: 'POST', path: '/v2/payments/captures/', status: 503, times: 10_000 });
      afterEach(() => {
        bed.sandbox.faults.length = 0;
      });
      /** Paid $599.00 in one capture, $400.00 now, the $199.00 above it asked of PayPal, which does not answer. */
      const waitingOverpayment = async () => {
        const booked = await overpaid();
        payPalDown();
        const res = await refundOver(booked.id).expect(200);
        expect(res.body).toEqual({ refundAmount: '199.00', refundFailed: true, paid: '599.00', due: '0.00' });
        return booked;
      };
      /** PayPal answers again, and the overpayment's refund is sent again: made, once. */
      const payPalBack = async (id: string) => {
        bed.sandbox.faults.length = 0;
        const [waiting] = (await admin.get(`/api/admin/bookings/${id}/activity`).expect(200)).body.openRefunds;
        expect(waiting).toMatchObject({ amount: '199.00', status: 'requested' });
        await admin.post(`/api/admin/bookings/${id}/refunds/${waiting.id}/retry`).expect(200);
      };
      const refundedCents = async (id: string) =>
        Number(
          (
            await bed.t.dataSource.query(
              `SELECT COALESCE(SUM(refunded_cents), 0) AS n FROM payments WHERE booking_id = $1`,
              [id],
            )
          )[0].n,
        );
      const stillWaiting = { code: 'PAYMENT_IN_PROGRESS', message: M.overpaymentWaiting('199.00') };

      it("an admin's: at most what stays paid, once PayPal made the overpayment's; what was paid goes back once", async () => {
        const { id } = await waitingOverpayment();
        expect((await admin.get(`/api/admin/bookings/${id}/activity`).expect(200)).body.refundable).toBe('400.00');
        const cancel = (refund: string) =>
          admin.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'Rained out', refund });
        const twice = await cancel('599.00').expect(422);
        expect(twice.body).toMatchObject({ code: 'REFUND_TOO_LARGE', message: A.refundTooLarge('400.00') });
        // Its one capture carries the waiting refund: nothing is cancelled until PayPal made it.
        expect((await cancel('400.00').expect(409)).body).toMatchObject(stillWaiting);
        expect(await bookingPage(bed.t, id)).toMatchObject({ status: 'confirmed' });

        await payPalBack(id);
        expect((await cancel('400.00').expect(200)).body).toEqual({ refundAmount: '400.00', refundFailed: false });
        expect(await refundedCents(id)).toBe(59_900);
        expect(await bookingPage(bed.t, id)).toMatchObject({ status: 'cancelled', amountPaid: '0.00' });
      });

      it('a change made meanwhile does not offer again what is on its way back', async () => {
        const { id, body } = await waitingOverpayment();
        const theme = details(body, { addOns: { ...ADD_ONS, photography: false }, eventTheme: 'Pirates' });
        const res = await change(id, theme).expect(200);
        expect(res.body).toMatchObject({ total: '400.00', paid: '599.00', refundOffer: null });
      });

      it("the parent's in time: asked to wait, then the fee is on what stays paid, the overpayment back whole", async () => {
        const { id } = await waitingOverpayment();
        const cancel = () => cancelThroughLink(bed.t, id, { reason: 'Plans changed' });
        expect((await cancel().expect(409)).body).toMatchObject(stillWaiting);
        await payPalBack(id);
        const res = await cancel().expect(200);
        expect(res.body).toMatchObject({ outcome: 'cancelled', refundFailed: false });
        expect(await refundedCents(id)).toBe(19_900 + (dollarsToCents(res.body.refundAmount) ?? 0));
        expect(await bookingPage(bed.t, id)).toMatchObject({ status: 'cancelled' });
      });
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
