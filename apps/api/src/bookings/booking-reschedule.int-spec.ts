import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { AdminModule } from '@app/admin';
import { CatalogModule } from '@app/catalog';
import { AVAILABILITY_MESSAGES, MANAGE_BOOKING_MESSAGES as M } from '@app/contracts';
import { DocumentsModule, DocumentsWorkerModule } from '@app/documents';
import {
  beforeEventStart,
  bookingLinkQuery,
  bookingPayload,
  catalogueGameIds,
  daysFromToday,
  Inbox,
  loginAsAdmin,
  mailsWithSubject,
  buttonsIn,
  parseInvite,
  startTestApp,
  startTestWorker,
  TestApp,
  waitFor,
} from '@app/testing';
import { BookingLinks, eventStart } from '@app/bookings';

const HOUR = 3_600_000;

describe('a parent reschedules from the booking page', () => {
  const inbox = Inbox.ofTestRun();
  let t: TestApp;
  let worker: INestApplicationContext;
  let games: number[];

  beforeAll(async () => {
    const env = { SMTP_URL: inbox.smtpUrl };
    t = await startTestApp({ imports: [AdminModule, DocumentsModule, CatalogModule], env });
    worker = await startTestWorker({ imports: [DocumentsWorkerModule], overrides: env });
    games = (await catalogueGameIds(t.server)).slice(0, 3);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  const book = async (overrides: Record<string, unknown> = {}) =>
    (await request(t.server).post('/api/bookings').send(bookingPayload(games, overrides)).expect(201)).body as {
      id: string;
      eventDate: string;
      eventTime: string;
    };
  const link = (id: string) => bookingLinkQuery(t, id);
  const page = async (id: string) =>
    (
      await request(t.server)
        .get(`/api/bookings/${id}${link(id)}`)
        .expect(200)
    ).body;
  const reschedule = (id: string, eventDate: string, eventTime: string) =>
    request(t.server)
      .post(`/api/bookings/${id}/reschedule${link(id)}`)
      .send({ eventDate, eventTime });
  const calendarIcs = async (id: string) => {
    const res = await request(t.server)
      .get(`/api/bookings/${id}/calendar.ics${link(id)}`)
      .expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="booking-${id.slice(-8).toUpperCase()}.ics"`);
    return parseInvite(res.text);
  };
  const standBefore = (booking: { eventDate: string; eventTime: string }, ms: number) => {
    const { clock, at } = beforeEventStart(t, booking, ms);
    jest.spyOn(clock, 'now').mockReturnValue(at);
  };
  const allocationDay = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT to_char(lower(during) AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI') AS starts
         FROM allocations WHERE booking_id = $1 AND active`,
        [id, t.config.business.timeZone],
      )
    ).map((r: { starts: string }) => r.starts);
  const rescheduledMails = (id: string, expected: number) =>
    mailsWithSubject(inbox, `Your booking ${id.slice(-8).toUpperCase()} has a new date and time`, expected);

  it('48:00 before: moved, the team with it, the price kept; the invite keeps its UID and raises its SEQUENCE', async () => {
    // A day of its own before the target: the clock then stands before the moved event too, so the link still opens
    // it. (bookingPayload's own slots lie after day 100, further out the more bookings the worker's suites made.)
    const booking = await book({ eventDate: daysFromToday(89), eventTime: '14:00' });
    const before = await calendarIcs(booking.id);
    expect(before.sequence).toBe(0);
    // Unpaid: the calendar holds it as tentative, not confirmed.
    expect(before.status).toBe('TENTATIVE');
    expect(before.url).toBe(t.app.get(BookingLinks).url(booking.id));
    standBefore(booking, 48 * HOUR);
    const target = { eventDate: daysFromToday(91), eventTime: '11:00' };
    const res = await reschedule(booking.id, target.eventDate, target.eventTime).expect(200);
    expect(res.body).toMatchObject({ ...target, calendarSequence: 1, totalPrice: '400.00', status: 'pending' });
    expect(await allocationDay(booking.id)).toEqual([`${target.eventDate} 10:30`]);

    const after = await calendarIcs(booking.id);
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(1);
    expect(after.start).toEqual(eventStart(target.eventDate, target.eventTime, t.config.business.timeZone));

    const [mail] = await rescheduledMails(booking.id, 1);
    expect(mail.text).toContain(`/bookings/${booking.id}?token=`);
    const page = /View your booking: (\S+)/.exec(mail.text)![1];
    expect(buttonsIn(mail.html)).toEqual({ 'View your booking': page, 'Pay the balance': `${page}#pay` });
    const invite = parseInvite(mail.attachments.find((a) => a.filename === 'event.ics')!.content.toString());
    expect(invite).toMatchObject({ uid: before.uid, sequence: 1, start: after.start });

    const history = (await (await loginAsAdmin(t.server)).get(`/api/admin/bookings/${booking.id}/activity`)).body
      .history;
    expect(history.find((h: { action: string }) => h.action === 'moved')).toMatchObject({
      actor: { name: 'Parent' },
      before: { date: booking.eventDate, time: booking.eventTime },
      after: { date: target.eventDate, time: target.eventTime },
    });
  });

  it('47:59 before: 409 CHANGE_TOO_LATE, nothing moved', async () => {
    const booking = await book();
    standBefore(booking, 48 * HOUR - 60_000);
    const res = await reschedule(booking.id, daysFromToday(92), '11:00').expect(409);
    expect(res.body).toMatchObject({ code: 'CHANGE_TOO_LATE', message: M.rescheduleTooLate });
    expect(await page(booking.id)).toMatchObject({ eventDate: booking.eventDate, calendarSequence: 0 });
  });

  it('a taken time is 409 SLOT_TAKEN with free times; the same time, a cancelled booking: a clear 409', async () => {
    const taken = { eventDate: daysFromToday(93), eventTime: '10:00' };
    // Two teams: two bookings fill the time.
    await book(taken);
    await book(taken);
    const booking = await book();
    const res = await reschedule(booking.id, taken.eventDate, taken.eventTime).expect(409);
    expect(res.body).toMatchObject({
      code: 'SLOT_TAKEN',
      message: AVAILABILITY_MESSAGES.slotTaken,
      details: { alternatives: expect.any(Array) },
    });
    expect(res.body.details.alternatives.length).toBeGreaterThan(0);
    expect(await page(booking.id)).toMatchObject({ eventDate: booking.eventDate, calendarSequence: 0 });

    const same = await reschedule(booking.id, booking.eventDate, booking.eventTime).expect(409);
    expect(same.body.message).toBe(M.sameSlot);
    await request(t.server)
      .post(`/api/bookings/${booking.id}/cancel${link(booking.id)}`)
      .send({})
      .expect(200);
    const cancelled = await reschedule(booking.id, daysFromToday(94), '11:00').expect(409);
    expect(cancelled.body).toMatchObject({ code: 'BOOKING_STATE_CONFLICT', message: M.notChangeable });
  });

  it('a cancel and a reschedule of one booking at once: the first wins, the second gets a clear 409', async () => {
    const booking = await book();
    // Another writer holds the booking's row: both requests queue behind it in the order they arrive.
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query('SELECT id FROM bookings WHERE id = $1 FOR UPDATE', [booking.id]);
      const waiting = async () =>
        Number(
          (
            await t.dataSource.query(
              `SELECT count(*) AS n FROM pg_stat_activity
               WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            )
          )[0].n,
        );
      const cancelling = request(t.server)
        .post(`/api/bookings/${booking.id}/cancel${link(booking.id)}`)
        .send({});
      const cancelled = cancelling.then((r) => r);
      await waitFor(async () => (await waiting()) >= 1, 10_000, 'the cancel waiting for the row');
      const moved = reschedule(booking.id, daysFromToday(95), '11:00').then((r) => r);
      await waitFor(async () => (await waiting()) >= 2, 10_000, 'the reschedule waiting for the row');
      await runner.commitTransaction();
      const [cancel, move] = await Promise.all([cancelled, moved]);
      expect(cancel.status).toBe(200);
      expect(move.status).toBe(409);
      expect(move.body).toMatchObject({ code: 'BOOKING_STATE_CONFLICT', message: M.notChangeable });
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
    expect(await page(booking.id)).toMatchObject({ status: 'cancelled', eventDate: booking.eventDate });
    expect(await allocationDay(booking.id)).toEqual([]);
  });

  it("an admin's move in the Calendar is the same path: a new SEQUENCE and the same e-mail", async () => {
    const booking = await book();
    const admin = await loginAsAdmin(t.server);
    const target = { eventDate: daysFromToday(96), eventTime: '12:00' };
    await admin.post(`/api/admin/bookings/${booking.id}/move`).send(target).expect(204);
    expect(await page(booking.id)).toMatchObject({ ...target, calendarSequence: 1 });
    const [mail] = await rescheduledMails(booking.id, 1);
    const invite = parseInvite(mail.attachments.find((a) => a.filename === 'event.ics')!.content.toString());
    expect(invite.sequence).toBe(1);
  });

  it("an admin's move in the Calendar is held to no notice: 47:59 before, it moves", async () => {
    // Before the target, as in the first case: the link still opens the moved booking at the clock's time.
    const booking = await book({ eventDate: daysFromToday(88), eventTime: '14:00' });
    standBefore(booking, 48 * HOUR - 60_000);
    const admin = await loginAsAdmin(t.server);
    const target = { eventDate: daysFromToday(97), eventTime: '12:00' };
    await admin.post(`/api/admin/bookings/${booking.id}/move`).send(target).expect(204);
    expect(await page(booking.id)).toMatchObject({ ...target, calendarSequence: 1 });
  });
});
