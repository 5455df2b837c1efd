import request from 'supertest';
import { AdminModule } from '@app/admin';
import { AvailabilityService } from '@app/availability';
import { BookingsWorkerModule, HoldExpiry } from '@app/bookings';
import { AVAILABILITY_MESSAGES, shortBookingId, todayIn } from '@app/contracts';
import type { PayPalSandbox } from '@app/paypal-sandbox';
import {
  Agent,
  approveAtSandbox,
  bookingPayload,
  Inbox,
  insertPromo,
  loginAsAdmin,
  outboxTypesOf,
  PaymentsBed,
  restoreSeedTeams,
  startPaymentsBed,
  TestApp,
  useOnlyTeams,
  waitFor,
} from '@app/testing';
import { PaymentsModule } from '@app/payments';

const ORDERS_ROUTE = 'POST /v2/checkout/orders';
/** yyyy-MM-dd `days` after `day`. */
const after = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Paying, confirming and cancelling move a booking's team: a payment, a free completion or an admin's confirm makes its
 * hold firm, a cancel frees it, and a hold that lapsed is claimed again before any money is asked for, or refused
 * before PayPal sees an order.
 */
describe('a booking’s team as it is paid, confirmed and cancelled', () => {
  let bed: PaymentsBed;
  let sandbox: PayPalSandbox;
  let t: TestApp;
  let admin: Agent;
  let games: number[];
  let availability: AvailabilityService;
  let expiry: HoldExpiry;
  let inbox: Inbox;
  let week = 0;

  beforeAll(async () => {
    bed = await startPaymentsBed({
      imports: [PaymentsModule, AdminModule],
      env: { RATE_LIMIT_FACTOR: '100' },
      // The worker's side of a booking: the business's e-mail when a paid booking needs a team.
      worker: [BookingsWorkerModule],
    });
    ({ sandbox, t, games } = bed);
    inbox = bed.inbox!;
    admin = await loginAsAdmin(t.server);
    availability = t.app.get(AvailabilityService);
    expiry = new HoldExpiry(t.dataSource, availability, undefined as never);
  });
  afterAll(async () => {
    await restoreSeedTeams(t.dataSource);
    await bed.close();
  });

  /**
   * One team, free only at 10:00 on a day of its own (each test a week later than the last): a $400.00 booking of a
   * new parent holds it.
   */
  const oneFreeTime = async () => {
    const day = after(todayIn(t.config.business.timeZone), 30 + 7 * week++);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    await useOnlyTeams(t.dataSource, [[{ weekday, startMinute: 600, endMinute: 690 }]]);
    return { eventDate: day, eventTime: '10:00' };
  };
  const book = async (slot: { eventDate: string; eventTime: string }) => {
    const agent = request.agent(t.server);
    const res = await agent.post('/api/bookings').send(bookingPayload(games, slot)).expect(201);
    return { agent, id: res.body.id as string };
  };
  /** Its hold's time passed and the job released it. */
  const lapse = async (bookingId: string) => {
    await t.dataSource.query(
      `UPDATE allocations SET hold_expires_at = now() - interval '1 second' WHERE booking_id = $1`,
      [bookingId],
    );
    expect(await expiry.expire({ bookingId })).toBe(true);
  };
  const order = (agent: Agent, bookingId: string) =>
    agent.post('/paypal/order').send({ amount: '400.00', currency: 'USD', intent: 'CAPTURE', bookingId, plan: 'full' });
  const held = (bookingId: string) => availability.holding(t.dataSource.manager, bookingId);
  const ordersAtPayPal = () => sandbox.stats.requests[ORDERS_ROUTE] ?? 0;

  it('a payment makes the hold firm; the booking read back no longer says until when', async () => {
    const slot = await oneFreeTime();
    const { agent, id } = await book(slot);
    expect((await agent.get(`/api/bookings/${id}`).expect(200)).body.holdExpiresAt).toEqual(expect.any(String));
    const created = await order(agent, id).expect(201);
    await approveAtSandbox(sandbox, created.body.id);
    await agent.post(`/paypal/order/${created.body.id}/capture`).expect(200);
    expect(await held(id)).toMatchObject({ kind: 'firm', holdExpiresAt: null });
    expect((await agent.get(`/api/bookings/${id}`).expect(200)).body.holdExpiresAt).toBeNull();
    // A firm team never lapses: the job finds nothing to release.
    expect(await expiry.expire({ bookingId: id })).toBe(false);
  });

  it('paying after the hold lapsed claims the team again when it is still free', async () => {
    const slot = await oneFreeTime();
    const { agent, id } = await book(slot);
    await lapse(id);
    expect(await held(id)).toBeNull();
    const created = await order(agent, id).expect(201);
    expect(await held(id)).toMatchObject({ kind: 'hold' });
    expect((await outboxTypesOf(t.dataSource, id)).filter((type) => type === 'booking.held')).toHaveLength(2);
    await approveAtSandbox(sandbox, created.body.id);
    await agent.post(`/paypal/order/${created.body.id}/capture`).expect(200);
    expect(await held(id)).toMatchObject({ kind: 'firm' });
  });

  it('paying after the hold lapsed and another family took the time: SLOT_TAKEN before any PayPal order', async () => {
    const slot = await oneFreeTime();
    const { agent, id } = await book(slot);
    await lapse(id);
    await book(slot);
    const before = ordersAtPayPal();
    const refused = await order(agent, id).expect(409);
    expect(refused.body).toMatchObject({
      code: 'SLOT_TAKEN',
      message: AVAILABILITY_MESSAGES.slotTaken,
      details: { alternatives: expect.any(Array) },
    });
    expect(refused.body.details.alternatives.length).toBeGreaterThan(0);
    expect(ordersAtPayPal()).toBe(before);
    expect(await t.dataSource.query(`SELECT id FROM payments WHERE booking_id = $1`, [id])).toEqual([]);
    // The free completion is refused the same way, and redeems nothing.
    const free = await insertPromo(t, { discount_value: 100 });
    const completion = {
      promoCode: free.code,
      promoDiscount: '400.00',
      finalPrice: '0.00',
      paymentStatus: 'completed',
      paymentCompletedAt: new Date().toISOString(),
    };
    const freeRefused = await agent.patch(`/api/bookings/${id}`).send(completion).expect(409);
    expect(freeRefused.body.code).toBe('SLOT_TAKEN');
    expect((await t.dataSource.query(`SELECT usage_count FROM promo_codes WHERE id = $1`, [free.id]))[0]).toEqual({
      usage_count: 0,
    });
  });

  it('money captured after the hold lapsed and the time was taken: recorded, confirmed, and flagged for the admin', async () => {
    const slot = await oneFreeTime();
    const { agent, id } = await book(slot);
    const created = await order(agent, id).expect(201);
    await approveAtSandbox(sandbox, created.body.id);
    // PayPal's approval took longer than the hold: it lapsed and another family booked the time meanwhile.
    await lapse(id);
    await book(slot);
    const captured = await agent.post(`/paypal/order/${created.body.id}/capture`).expect(200);
    expect(captured.body).toMatchObject({
      status: 'COMPLETED',
      booking: { status: 'confirmed', paymentStatus: 'completed' },
    });
    expect(await held(id)).toBeNull();
    expect(await outboxTypesOf(t.dataSource, id)).toContain('booking.team-needed');
    const history = (await admin.get(`/api/admin/bookings/${id}/activity`).expect(200)).body;
    expect(JSON.stringify(history)).toContain('team-needed');
    const subject = `Booking ${shortBookingId(id)} is paid but has no team`;
    await waitFor(
      async () => (await inbox.mails({ to: t.config.mail.contactInbox, subject })).length > 0,
      15_000,
      'the business’s e-mail',
    );
  });

  it('an admin’s confirm makes the hold firm; with the hold lapsed and the time taken it is refused', async () => {
    const slot = await oneFreeTime();
    const { id } = await book(slot);
    await admin.post(`/api/admin/bookings/${id}/confirm`).expect(204);
    expect(await held(id)).toMatchObject({ kind: 'firm', holdExpiresAt: null });

    const other = await oneFreeTime();
    const lapsed = await book(other);
    await lapse(lapsed.id);
    await book(other);
    const refused = await admin.post(`/api/admin/bookings/${lapsed.id}/confirm`).expect(409);
    expect(refused.body.code).toBe('SLOT_TAKEN');
    expect((await admin.get(`/api/admin/bookings/${lapsed.id}`).expect(200)).body.status).toBe('pending');
  });

  it('cancelling frees the team: the time is offered again and can be booked', async () => {
    const slot = await oneFreeTime();
    const { id } = await book(slot);
    const free = async () =>
      (await availability.availability({ from: slot.eventDate, to: slot.eventDate, games: 3 })).days[0].times;
    expect(await free()).toEqual([]);
    await admin.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'Family moved away' }).expect(200);
    expect(await held(id)).toBeNull();
    expect(await free()).toEqual(['10:00']);
    await book(slot);
  });
});
