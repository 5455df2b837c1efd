import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { AdminModule } from '@app/admin';
import { WAITLIST_EMAIL_WORDS as W, type WaitlistOfferView } from '@app/contracts';
import { durationMinutes } from '@app/pricing';
import {
  type Agent,
  bookingPayload,
  businessDayIn,
  catalogueGameIds,
  forgetAvailabilityAnswers,
  Inbox,
  loginAsAdmin,
  restoreSeedTeams,
  startTestApp,
  startTestWorker,
  testAddress,
  TestApp,
  unique,
  useOnlyTeams,
  waitFor,
  weekdayOf,
} from '@app/testing';
import { WaitlistApiModule, WaitlistOffers, WaitlistPassedDays, WaitlistWorkerModule } from '@app/waitlist';

/** 2:00 PM: the one start a team working 2:00 PM to the end of a 3-game party has. */
const START = 840;
const TIME = '14:00';

describe('the waiting list: a freed time held for the next family', () => {
  const inbox = Inbox.ofTestRun();
  let t: TestApp;
  let worker: INestApplicationContext;
  let admin: Agent;
  let games: number[];
  let nextDay = 45;

  beforeAll(async () => {
    const env = { SMTP_URL: inbox.smtpUrl, RATE_LIMIT_FACTOR: '1' };
    t = await startTestApp({ imports: [AdminModule, WaitlistApiModule], env });
    worker = await startTestWorker({ imports: [WaitlistWorkerModule], overrides: env });
    admin = await loginAsAdmin(t.server);
    games = (await catalogueGameIds(t.server)).slice(0, 3);
  });
  afterAll(async () => {
    await restoreSeedTeams(t.dataSource);
    await worker.close();
    await t.close();
  });

  /** A day of its own, worked by `teams` teams that each fit one 3-game party at 2:00 PM (and the day after too). */
  const fullDayOf = async (teams: number) => {
    const day = businessDayIn(t, nextDay);
    nextDay += 3;
    const windows = [weekdayOf(day), (weekdayOf(day) + 1) % 7].map((weekday) => ({
      weekday,
      startMinute: START,
      endMinute: START + durationMinutes(3),
    }));
    await useOnlyTeams(
      t.dataSource,
      Array.from({ length: teams }, () => windows),
    );
    const bookings: string[] = [];
    for (let i = 0; i < teams; i++) bookings.push(await book(day, TIME));
    return { day, bookings };
  };
  const bookRequest = (day: string, time: string, overrides: Record<string, unknown> = {}) =>
    request(t.server)
      .post('/api/bookings')
      .set('X-Forwarded-For', testAddress())
      .send(bookingPayload(games, { eventDate: day, eventTime: time, ...overrides }));
  const book = async (day: string, time: string, overrides: Record<string, unknown> = {}) =>
    (await bookRequest(day, time, overrides).expect(201)).body.id as string;
  const join = (body: Record<string, unknown>, address = testAddress()) =>
    request(t.server).post('/api/waitlist').set('X-Forwarded-For', address).send(body);
  const family = async (day: string) => {
    const email = `${unique('family')}@example.com`;
    await join({ email, games: 3, day, parts: ['afternoon'] }).expect(201);
    return email;
  };
  const cancel = (bookingId: string) =>
    admin.post(`/api/admin/bookings/${bookingId}/cancel`).send({ reason: 'The family moved away' }).expect(200);
  const offersOf = (email: string): Promise<{ id: string; status: string; freed_booking_id: string | null }[]> =>
    t.dataSource.query(
      `SELECT o.id, o.status, o.freed_booking_id FROM waitlist_offers o JOIN waitlist_entries e ON e.id = o.entry_id
       WHERE e.email = $1 ORDER BY o.created_at`,
      [email],
    );
  const entryStatus = async (email: string) =>
    (
      (await t.dataSource.query(`SELECT status FROM waitlist_entries WHERE email = $1`, [email])) as {
        status: string;
      }[]
    )
      .map((r) => r.status)
      .join(',');
  const openOffer = (email: string) =>
    waitFor(async () => (await offersOf(email)).find((o) => o.status === 'open'), 15_000, `an offer for ${email}`);
  const offerMail = async (email: string) => {
    const [mail] = await inbox.waitForMails({ to: email, subject: /^A time opened on / });
    return mail;
  };
  const bookLink = (text: string) => new URL(/Book this time: (\S+)/.exec(text)![1]);
  const lapse = async (offerId: string) => {
    await t.dataSource.query(`UPDATE waitlist_offers SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      offerId,
    ]);
    // The job waitlist.expire-offer, as the worker runs it at the offer's expiry.
    expect(await t.app.get(WaitlistOffers).expire(offerId)).toBe(true);
  };

  it('a cancellation holds the time for the first family, then the second, who books it through the e-mail', async () => {
    const { day, bookings } = await fullDayOf(1);
    const [first, second, third] = [await family(day), await family(day), await family(day)];
    const [joined] = await inbox.waitForMails({ to: first, subject: W.joinedSubject(day) });
    expect(joined.text).toContain('Leave the waiting list: ');

    await cancel(bookings[0]);
    const offer = await openOffer(first);
    expect(offer.freed_booking_id).toBe(bookings[0]);
    const mail = await offerMail(first);
    // The hold's end by the clock, with its day when that is not the business's today (an offer made late at night).
    const [{ until }] = await t.dataSource.query(
      `SELECT CASE WHEN (expires_at AT TIME ZONE $2)::date = (now() AT TIME ZONE $2)::date THEN ''
                   ELSE to_char(expires_at AT TIME ZONE $2, 'FMDay, FMMonth FMDD "at" ') END
              || to_char(expires_at AT TIME ZONE $2, 'FMHH12:MI AM') AS until
         FROM waitlist_offers WHERE id = $1`,
      [offer.id, t.config.business.timeZone],
    );
    const dayWords = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    });
    expect(mail.text).toContain(`A time opened on ${dayWords} at 2:00 PM. It is held for you until ${until}.`);
    // Held: nobody else books it while it is offered.
    const refused = await bookRequest(day, TIME).expect(409);
    expect(refused.body.code).toBe('SLOT_TAKEN');
    expect(await offersOf(second)).toEqual([]);

    await lapse(offer.id);
    expect(await entryStatus(first)).toBe('expired');
    const secondOffer = await openOffer(second);
    const link = bookLink((await offerMail(second)).text);
    expect(link.pathname).toBe('/booking');
    expect(link.searchParams.get('date')).toBe(day);
    expect(link.searchParams.get('time')).toBe(TIME);
    await bookRequest(day, TIME).expect(409);

    const bookingId = await book(day, TIME, { parentEmail: second, waitlistOffer: link.searchParams.get('offer') });
    expect(await offersOf(second)).toEqual([expect.objectContaining({ id: secondOffer.id, status: 'booked' })]);
    expect(await entryStatus(second)).toBe('booked');
    const [{ booking_id }] = await t.dataSource.query(`SELECT booking_id FROM waitlist_offers WHERE id = $1`, [
      secondOffer.id,
    ]);
    expect(booking_id).toBe(bookingId);
    // The third still waits, with nothing to offer.
    expect(await entryStatus(third)).toBe('waiting');
    expect(await offersOf(third)).toEqual([]);
  });

  it('two cancellations at once make two offers; a family that books elsewhere that day gives its offer on', async () => {
    const { day, bookings } = await fullDayOf(2);
    const [first, second, third] = [await family(day), await family(day), await family(day)];
    await Promise.all(bookings.map(cancel));
    await openOffer(first);
    await openOffer(second);
    expect(await offersOf(third)).toEqual([]);

    // The first family books the day after instead (any time): it leaves the list, its held time goes to the third.
    await book(businessDayIn(t, nextDay - 2), TIME, { parentEmail: first });
    expect(await offersOf(first)).toEqual([expect.objectContaining({ status: 'withdrawn' })]);
    expect(await entryStatus(first)).toBe('booked');
    await openOffer(third);
  });

  it('a booking moved to another day frees its old time to the list', async () => {
    const { day, bookings } = await fullDayOf(1);
    const waiting = await family(day);
    await admin
      .post(`/api/admin/bookings/${bookings[0]}/move`)
      .send({ eventDate: businessDayIn(t, nextDay - 2), eventTime: TIME })
      .expect(204);
    const offer = await openOffer(waiting);
    expect(offer.freed_booking_id).toBe(bookings[0]);
  });

  it('the e-mails’ links leave the list and decline an offer, which goes to the next family', async () => {
    const { day, bookings } = await fullDayOf(1);
    const [leaving, declining, next] = [await family(day), await family(day), await family(day)];
    const [joined] = await inbox.waitForMails({ to: leaving, subject: W.joinedSubject(day) });
    const leave = new URL(/Leave the waiting list: (\S+)/.exec(joined.text)![1]);
    const entry = leave.searchParams.get('entry');
    const token = leave.searchParams.get('token');
    expect(leave.pathname).toBe('/waitlist/leave');
    const wrong = await request(t.server).post(`/api/waitlist/entries/${entry}/leave?token=${token}x`).expect(404);
    expect(wrong.body.code).toBe('WAITLIST_LINK_INVALID');
    expect((await request(t.server).get(`/api/waitlist/entries/${entry}?token=${token}`).expect(200)).body.status).toBe(
      'waiting',
    );
    const left = await request(t.server).post(`/api/waitlist/entries/${entry}/leave?token=${token}`).expect(200);
    expect(left.body.status).toBe('left');

    await cancel(bookings[0]);
    const offer = await openOffer(declining);
    expect(await offersOf(leaving)).toEqual([]);
    const decline = new URL(/I do not need it: (\S+)/.exec((await offerMail(declining)).text)![1]);
    expect(decline.pathname).toBe('/waitlist/decline');
    const declined = await request(t.server)
      .post(`/api/waitlist/offers/${offer.id}/decline?token=${decline.searchParams.get('token')}`)
      .expect(200);
    expect((declined.body as WaitlistOfferView).status).toBe('declined');
    await openOffer(next);
  });

  it('joins only a full day, once per e-mail and day, within the caps per e-mail and per address', async () => {
    const free = businessDayIn(t, nextDay);
    nextDay += 3;
    await useOnlyTeams(t.dataSource, [[{ weekday: weekdayOf(free), startMinute: 540, endMinute: 1200 }]]);
    const timesFree = await join({ email: `${unique('f')}@example.com`, games: 3, day: free, parts: ['morning'] });
    expect(timesFree.status).toBe(409);
    expect(timesFree.body.code).toBe('WAITLIST_TIMES_FREE');
    expect(timesFree.body.details.times[0]).toBe('09:00');

    // Blacked-out days are full for every length.
    const days = Array.from({ length: 7 }, (_, i) => businessDayIn(t, nextDay + i));
    nextDay += 8;
    await t.dataSource.query(`INSERT INTO blackout_days (first_day, last_day, reason) VALUES ($1, $2, 'full')`, [
      days[0],
      days[6],
    ]);
    await forgetAvailabilityAnswers();
    const email = `${unique('cap')}@example.com`;
    await join({ email, games: 4, day: days[0], parts: ['evening'] }).expect(201);
    const again = await join({ email, games: 4, day: days[0], parts: ['morning'] });
    expect(again.body.code).toBe('WAITLIST_ALREADY_WAITING');
    await join({ email, games: 4, day: days[1], parts: ['evening'] }).expect(201);
    await join({ email, games: 4, day: days[2], parts: ['evening'], secondDay: days[3] }).expect(201);
    const overEmail = await join({ email, games: 4, day: days[4], parts: ['evening'] });
    expect(overEmail.status).toBe(429);
    expect(overEmail.body.message).toMatch(/^This e-mail is already waiting for several days/);

    const address = testAddress();
    for (let i = 0; i < 5; i++) {
      await join({ email: `${unique('a')}@example.com`, games: 3, day: days[5], parts: ['morning'] }, address).expect(
        201,
      );
    }
    const overAddress = await join(
      { email: `${unique('a')}@example.com`, games: 3, day: days[6], parts: ['morning'] },
      address,
    );
    expect(overAddress.status).toBe(429);
    expect(overAddress.body.message).toMatch(/^Too many families on the waiting list from your connection/);
    expect(Number(overAddress.headers['retry-after'])).toBeGreaterThan(0);
    await t.dataSource.query(`DELETE FROM blackout_days`);
  });

  it('the office: counts per day, who was offered a cancelled booking’s time, an offer to a chosen family, removal and figures', async () => {
    const { day, bookings } = await fullDayOf(1);
    const [first, chosen] = [await family(day), await family(day)];
    const counts = await admin.get(`/api/admin/waitlist/days?from=${day}&to=${day}`).expect(200);
    expect(counts.body).toEqual({ days: [{ date: day, waiting: 2 }] });
    const waiting = await admin.get(`/api/admin/waitlist?day=${day}`).expect(200);
    expect(waiting.body.map((e: { email: string }) => e.email)).toEqual([first, chosen]);
    await request(t.server).get(`/api/admin/waitlist?day=${day}`).expect(401);

    // The office removes the first and offers the cancelled time to the one it chooses.
    await admin.delete(`/api/admin/waitlist/entries/${waiting.body[0].id}`).expect(204);
    await admin.delete(`/api/admin/waitlist/entries/${waiting.body[0].id}`).expect(409);
    expect(await entryStatus(first)).toBe('removed');
    await cancel(bookings[0]);
    const offered = await openOffer(chosen);
    const byBooking = await admin.get(`/api/admin/waitlist/offers?bookingId=${bookings[0]}`).expect(200);
    expect(byBooking.body).toEqual([
      expect.objectContaining({ id: offered.id, email: chosen, status: 'open', eventDate: day, eventTime: TIME }),
    ]);
    const again = await admin
      .post(`/api/admin/waitlist/entries/${waiting.body[1].id}/offer`)
      .send({ eventDate: day, eventTime: TIME });
    expect(again.body.code).toBe('WAITLIST_OFFER_OPEN');

    const other = await family(day);
    const otherEntry = (await admin.get(`/api/admin/waitlist?day=${day}`).expect(200)).body.find(
      (e: { email: string }) => e.email === other,
    );
    const taken = await admin
      .post(`/api/admin/waitlist/entries/${otherEntry.id}/offer`)
      .send({ eventDate: day, eventTime: TIME });
    expect(taken.body.code).toBe('SLOT_TAKEN');
    await lapse(offered.id);
    // The lapsed time went to the next family in line by itself.
    await openOffer(other);

    // The office holds a time of its choosing (the day after) for a family further down.
    const fourth = await family(day);
    const fourthEntry = (await admin.get(`/api/admin/waitlist?day=${day}`).expect(200)).body.find(
      (e: { email: string }) => e.email === fourth,
    );
    const dayAfter = businessDayIn(t, nextDay - 2);
    const made = await admin
      .post(`/api/admin/waitlist/entries/${fourthEntry.id}/offer`)
      .send({ eventDate: dayAfter, eventTime: TIME })
      .expect(201);
    expect(made.body).toEqual(expect.objectContaining({ eventDate: dayAfter, eventTime: TIME, status: 'open' }));
    await bookRequest(dayAfter, TIME).expect(409);
    await offerMail(fourth);

    const today = businessDayIn(t, 0);
    const figures = await admin.get(`/api/admin/waitlist/figures?from=${today}&to=${today}`).expect(200);
    expect(figures.body).toEqual({
      joined: expect.any(Number),
      offered: expect.any(Number),
      booked: expect.any(Number),
      expired: expect.any(Number),
    });
    expect(figures.body.joined).toBeGreaterThanOrEqual(3);
    expect(figures.body.expired).toBeGreaterThanOrEqual(1);
  });
  it('the families whose days have all passed leave the list by the scheduled waitlist.prune', async () => {
    const [yesterday, today, later] = [businessDayIn(t, -1), businessDayIn(t, 0), businessDayIn(t, 30)];
    const waiting = async (day: string, secondDay: string | null) => {
      const [{ id }]: { id: string }[] = await t.dataSource.query(
        `INSERT INTO waitlist_entries (email, games, duration_minutes, day, second_day, parts, client_address)
         VALUES ($1, 3, $2, $3, $4, ARRAY['afternoon'], $5) RETURNING id`,
        [`${unique('passed')}@example.com`, durationMinutes(3), day, secondDay, testAddress()],
      );
      return id;
    };
    const gone = await waiting(yesterday, null);
    const secondStillToCome = await waiting(yesterday, later);
    const todayStill = await waiting(today, null);

    const passed = await worker.get(WaitlistPassedDays).prune();
    expect(passed).toContain(gone);
    expect(passed).not.toContain(secondStillToCome);
    expect(passed).not.toContain(todayStill);
    const statuses: { id: string; status: string; ended: boolean }[] = await t.dataSource.query(
      `SELECT id, status, ended_at IS NOT NULL AS ended FROM waitlist_entries WHERE id = ANY($1::uuid[])`,
      [[gone, secondStillToCome, todayStill]],
    );
    expect(Object.fromEntries(statuses.map((r) => [r.id, [r.status, r.ended]]))).toEqual({
      [gone]: ['passed', true],
      [secondStillToCome]: ['waiting', false],
      [todayStill]: ['waiting', false],
    });
    // Run twice (a replica, a retry): nothing more to do.
    expect(await worker.get(WaitlistPassedDays).prune()).not.toContain(gone);
  });
});
