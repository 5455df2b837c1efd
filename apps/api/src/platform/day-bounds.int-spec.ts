import request from 'supertest';
import { addDays, BOOKING_MESSAGES as B, DAY_BOUND_MESSAGES as D, DAY_BOUNDS, todayIn } from '@app/contracts';
import { Agent, bookingPayload, catalogueGameIds, loginAsAdmin, startTestApp, TestApp } from '@app/testing';
import { AppModule } from '@api/app.module';

/**
 * Every day a client sends is held to one bound (DAY_BOUNDS in libs/shared/contracts), on the business's calendar, by every
 * route that takes one. A reschedule to 9999-12-31 answered 200, availability listed times nobody may book, a blackout
 * from 0100-01-01 to 9999-12-31 was accepted and blocked every booking.
 */
describe('every route holds the days it is sent to one bound', () => {
  let t: TestApp;
  let admin: Agent;
  let games: number[];
  /** The last day anything may be planned or looked up: today + the booking horizon (business time zone). */
  let last: string;
  let past: string;
  const FAR = '9999-12-31';
  const ANCIENT = '0100-01-01';

  beforeAll(async () => {
    t = await startTestApp({ imports: [AppModule] });
    admin = await loginAsAdmin(t.server);
    games = (await catalogueGameIds(t.server)).slice(0, 3);
    const today = todayIn(t.config.business.timeZone);
    last = addDays(today, DAY_BOUNDS.aheadDays);
    past = addDays(today, -1);
  });
  afterAll(() => t.close());

  const fields = async (res: request.Test) => {
    const { body } = await res.expect(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    return body.fields as Record<string, string>;
  };

  it('a booking: not in the past, not past the horizon', async () => {
    const book = (eventDate: string) =>
      request(t.server).post('/api/bookings').send(bookingPayload(games, { eventDate }));
    expect(await fields(book(addDays(last, 1)))).toEqual({ eventDate: B.eventDateTooFar });
    expect(await fields(book(past))).toEqual({ eventDate: B.eventDatePast });
  });

  it('a reschedule: the same bound as a booking (9999-12-31 was moved to)', async () => {
    const parent = request.agent(t.server);
    const { body: booking } = await parent.post('/api/bookings').send(bookingPayload(games)).expect(201);
    const move = (eventDate: string) =>
      parent.post(`/api/bookings/${booking.id}/reschedule`).send({ eventDate, eventTime: '11:00' });
    expect(await fields(move(FAR))).toEqual({ eventDate: B.eventDateTooFar });
    expect(await fields(move(addDays(last, 1)))).toEqual({ eventDate: B.eventDateTooFar });
    expect(await fields(move(past))).toEqual({ eventDate: B.eventDatePast });
    expect((await parent.get(`/api/bookings/${booking.id}`).expect(200)).body.eventDate).toBe(booking.eventDate);
  });

  it("availability: up to the horizon's last day, never past it", async () => {
    const read = (from: string, to: string) => request(t.server).get('/api/availability').query({ from, to, games: 3 });
    const { body } = await read(addDays(last, -1), last).expect(200);
    expect(body.days.map((d: { date: string }) => d.date)).toEqual([addDays(last, -1), last]);
    expect(await fields(read(last, addDays(last, 1)))).toEqual({ to: D.tooFar('to') });
    expect(await fields(read(ANCIENT, ANCIENT))).toEqual({ from: D.tooOld('from'), to: D.tooOld('to') });
  });

  it("an admin's blackout, time off and move: from today to the horizon (0100-01-01 to 9999-12-31 blocked all)", async () => {
    const range = { firstDay: ANCIENT, lastDay: FAR, reason: 'Everything' };
    expect(await fields(admin.post('/api/admin/blackout-days').send(range))).toEqual({
      firstDay: D.past('The first day'),
      lastDay: D.tooFar('The last day'),
    });
    expect(await fields(admin.post('/api/admin/teams/1/time-off').send(range))).toEqual({
      firstDay: D.past('The first day'),
      lastDay: D.tooFar('The last day'),
    });
    const stored = await t.dataSource.query(`SELECT 1 FROM blackout_days WHERE reason = 'Everything'`);
    expect(stored).toEqual([]);
    const { body: booking } = await request(t.server).post('/api/bookings').send(bookingPayload(games)).expect(201);
    expect(await fields(admin.post(`/api/admin/bookings/${booking.id}/move`).send({ eventDate: FAR }))).toEqual({
      eventDate: D.tooFar('The new date'),
    });
  });

  it("the admin's lists, exports, calendar and promo codes: ten years back to the horizon", async () => {
    expect(await fields(admin.get('/api/admin/bookings').query({ from: ANCIENT }))).toEqual({
      from: D.tooOld('from'),
    });
    expect(await fields(admin.get('/api/admin/bookings').query({ to: FAR }))).toEqual({ to: D.tooFar('to') });
    expect(await fields(admin.post('/api/admin/exports').send({ to: FAR }))).toEqual({ to: D.tooFar('to') });
    expect(await fields(admin.get('/api/admin/calendar').query({ from: FAR, to: FAR }))).toEqual({
      from: D.tooFar('from'),
      to: D.tooFar('to'),
    });
    const promo = { code: 'FOREVER34', discountType: 'percentage', discountValue: 10, startDate: ANCIENT };
    expect(await fields(admin.post('/api/admin/promo-codes').send({ ...promo, expiresAt: FAR }))).toEqual({
      startDate: D.tooOld('Start date'),
      expiresAt: D.tooFar('End date'),
    });
    await admin.get('/api/admin/bookings').query({ from: past, to: last }).expect(200);
  });
});
