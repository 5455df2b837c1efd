import request from 'supertest';
import { AVAILABILITY_MESSAGES as M, RESERVATION_MESSAGES, type FreeStart } from '@app/contracts';
import { Metrics } from '@app/metrics';
import { RATE_LIMITS } from '@app/rate-limit';
import {
  businessDayIn,
  everyDayWindows,
  expectRateLimited,
  forgetAvailabilityAnswers,
  restoreSeedTeams,
  startTestApp,
  testAddress,
  TestApp,
  useOnlyTeams,
} from '@app/testing';
import { ReservationsModule } from './availability.module';
import { AvailabilityService } from './availability.service';
import { RESERVATION_HOLDER_COOKIE } from './reservations.controller';

const RACERS = 100;

/** The value of the sample `name{labels} value` whose labels include all of `labels` (NaN when there is none). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return Number(line?.slice(line.lastIndexOf(' ') + 1));
}

describe("POST/DELETE /api/reservations: a chosen time stays the parent's", () => {
  let t: TestApp;
  let availability: AvailabilityService;
  const inDays = (days: number) => businessDayIn(t, days);
  /** A browser: its reservation cookie once it has one, and one address per browser unless told otherwise. */
  const browser = (address = testAddress()) => {
    let cookie: string | undefined;
    /** POST /api/reservations as this browser; with `status`, fails unless the answer has it. */
    const reserve = async (body: Record<string, unknown>, status?: number) => {
      const req = request(t.server).post('/api/reservations').set('X-Forwarded-For', address);
      if (cookie) req.set('Cookie', cookie);
      const res = await req.send(body);
      const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      cookie = set.find((c) => c.startsWith(`${RESERVATION_HOLDER_COOKIE}=`))?.split(';')[0] ?? cookie;
      if (status !== undefined) expect({ status: res.status, body: res.body }).toMatchObject({ status });
      return res;
    };
    return { reserve, holder: () => cookie?.split('=')[1] };
  };
  const freeTimes = async (day: string, games = 3, reservationToken?: string) =>
    (await availability.availability({ from: day, to: day, games, reservationToken })).days[0].times;
  const liveReservationsOf = async (holder: string | undefined) =>
    Number(
      (
        await t.dataSource.query(
          `SELECT count(*) FROM allocations WHERE kind = 'reservation' AND active AND holder = $1`,
          [holder],
        )
      )[0].count,
    );
  /** The api's clock moved past the reservation's expiry (as BOOKING_RESERVATION_SECONDS passing would). */
  const lapse = async (token: string) => {
    await t.dataSource.query(
      `UPDATE allocations SET hold_expires_at = now() - interval '1 second' WHERE booking_id = $1`,
      [token],
    );
    await forgetAvailabilityAnswers();
  };

  beforeAll(async () => {
    t = await startTestApp({ imports: [ReservationsModule] });
    availability = t.app.get(AvailabilityService);
  });
  afterAll(async () => {
    await restoreSeedTeams(t.dataSource);
    await t.close();
  });

  it(`${RACERS} browsers reserving the last team's time: one 201, the rest 409 SLOT_TAKEN with times in order`, async () => {
    const [team] = await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const day = inDays(20);
    const body = { eventDate: day, eventTime: '14:00', games: 3 };
    const answers = await Promise.all(Array.from({ length: RACERS }, () => browser().reserve(body)));
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    expect(won[0].body).toEqual({ token: expect.any(String), expiresAt: expect.any(String) });
    // BOOKING_RESERVATION_SECONDS from now (10 minutes by default).
    const lasts = (Date.parse(won[0].body.expiresAt) - Date.now()) / 1000;
    expect(lasts).toBeGreaterThan(t.config.availability.reservationSeconds - 60);
    expect(lasts).toBeLessThanOrEqual(t.config.availability.reservationSeconds);
    const lost = answers.filter((a) => a.status !== 201);
    expect(lost.map((a) => a.status)).toEqual(Array(RACERS - 1).fill(409));
    for (const refused of lost) {
      expect(refused.body).toMatchObject({ code: 'SLOT_TAKEN', message: M.slotTaken });
      const alternatives: FreeStart[] = refused.body.details.alternatives;
      expect(alternatives.length).toBeGreaterThan(0);
      const instants = alternatives.map((a) => `${a.date} ${a.time}`);
      expect(instants).toEqual([...instants].sort());
    }
    // The one team is taken 13:30-16:30: the time is not free for anyone but the holder's token.
    expect(await freeTimes(day)).not.toContain('14:00');
    expect(await freeTimes(day, 3, won[0].body.token)).toContain('14:00');
    const rows = await t.dataSource.query(`SELECT team_id FROM allocations WHERE booking_id = $1 AND active`, [
      won[0].body.token,
    ]);
    expect(rows).toEqual([{ team_id: team }]);
  });

  it('one live reservation per browser: the same time refreshes it, another time releases the old one', async () => {
    await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const day = inDays(21);
    const parent = browser();
    const first = await parent.reserve({ eventDate: day, eventTime: '10:00', games: 3 }, 201);
    const again = await parent.reserve({ eventDate: day, eventTime: '10:00', games: 3 }, 201);
    expect(again.body.token).toBe(first.body.token);
    expect(Date.parse(again.body.expiresAt)).toBeGreaterThanOrEqual(Date.parse(first.body.expiresAt));
    expect(await liveReservationsOf(parent.holder())).toBe(1);

    const moved = await parent.reserve({ eventDate: day, eventTime: '15:00', games: 3 }, 201);
    expect(moved.body.token).not.toBe(first.body.token);
    expect(await liveReservationsOf(parent.holder())).toBe(1);
    expect(await freeTimes(day)).toContain('10:00');
    expect(await freeTimes(day)).not.toContain('15:00');

    // More games, a longer event: a new reservation of the longer range (the old one goes).
    const longer = await parent.reserve({ eventDate: day, eventTime: '15:00', games: 6 }, 201);
    expect(longer.body.token).not.toBe(moved.body.token);
    expect(await liveReservationsOf(parent.holder())).toBe(1);

    await request(t.server).delete(`/api/reservations/${longer.body.token}`).expect(204);
    await request(t.server).delete(`/api/reservations/${longer.body.token}`).expect(204);
    await request(t.server).delete('/api/reservations/not-a-token').expect(404);
    expect(await liveReservationsOf(parent.holder())).toBe(0);
    expect(await freeTimes(day)).toContain('15:00');
  });

  it('a longer event that no longer fits is refused with the nearest times that do, in time order', async () => {
    await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const day = inDays(22);
    const other = browser();
    await other.reserve({ eventDate: day, eventTime: '17:00', games: 3 }, 201); // team taken 16:30-19:30
    const parent = browser();
    await parent.reserve({ eventDate: day, eventTime: '13:00', games: 3 }, 201); // ends 14:30 + buffer
    // 10 games (215 min) from 13:00 would run into the other family's arrival at 16:30.
    const refused = await parent.reserve({ eventDate: day, eventTime: '13:00', games: 10 }, 409);
    expect(refused.body.code).toBe('SLOT_TAKEN');
    const instants = (refused.body.details.alternatives as FreeStart[]).map((a) => `${a.date} ${a.time}`);
    expect(instants.length).toBeGreaterThan(0);
    expect(instants).toEqual([...instants].sort());
  });

  it('an expired reservation blocks nobody and does not survive: the time is free and a claim takes it', async () => {
    await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const day = inDays(23);
    const first = await browser().reserve({ eventDate: day, eventTime: '11:00', games: 3 }, 201);
    await browser().reserve({ eventDate: day, eventTime: '11:00', games: 3 }, 409);
    await lapse(first.body.token);
    // No job has run: the read already counts it free, and another browser's reservation takes the team.
    expect(await freeTimes(day)).toContain('11:00');
    const second = await browser().reserve({ eventDate: day, eventTime: '11:00', games: 3 }, 201);
    const [lapsed] = await t.dataSource.query(`SELECT active FROM allocations WHERE booking_id = $1`, [
      first.body.token,
    ]);
    expect(lapsed).toEqual({ active: false });
    // Its holder asking again finds the time taken now.
    expect(second.body.token).not.toBe(first.body.token);
  });

  it('refuses what a booking would: a time off the list, a past day, a game count out of range', async () => {
    const day = inDays(24);
    const parent = browser();
    await parent.reserve({ eventDate: day, eventTime: '10:07', games: 3 }, 400);
    await parent.reserve({ eventDate: inDays(-1), eventTime: '10:00', games: 3 }, 400);
    await parent.reserve({ eventDate: day, eventTime: '10:00', games: 2 }, 400);
  });
});

describe('POST /api/reservations at the real abuse limit (nobody reserves a day away)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ imports: [ReservationsModule], env: { RATE_LIMIT_FACTOR: '1' } });
  });
  afterAll(async () => {
    await restoreSeedTeams(t.dataSource);
    await t.close();
  });

  it('one address gets RATE_LIMITS.reservation a window, whatever browsers it claims to be; another is unaffected', async () => {
    const address = testAddress();
    const day = businessDayIn(t, 25);
    const { points, seconds } = RATE_LIMITS.reservation;
    // Each from a browser of its own (no cookie): won or refused, every one counts.
    const reserve = (from: string) =>
      request(t.server)
        .post('/api/reservations')
        .set('X-Forwarded-For', from)
        .send({ eventDate: day, eventTime: '12:00', games: 3 });
    // Past the two held at once, the concurrent limit refuses too (429 as well): each still counts here.
    for (let i = 0; i < points; i++) expect([201, 409, 429]).toContain((await reserve(address)).status);
    expectRateLimited(await reserve(address), seconds, RESERVATION_MESSAGES.tooMany);
    expect([201, 409]).toContain((await reserve(testAddress())).status);
  });

  /** A browser of its own (no cookie yet) at `address`: POST /api/reservations, with the cookie it was given after. */
  const browserAt = (address: string) => {
    let cookie: string | undefined;
    return async (eventDate: string, eventTime: string, games = 3) => {
      const req = request(t.server).post('/api/reservations').set('X-Forwarded-For', address);
      if (cookie) req.set('Cookie', cookie);
      const res = await req.send({ eventDate, eventTime, games });
      const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      cookie = set.find((c) => c.startsWith(`${RESERVATION_HOLDER_COOKIE}=`))?.split(';')[0] ?? cookie;
      return res;
    };
  };
  const lapse = async (token: string) => {
    await t.dataSource.query(
      `UPDATE allocations SET hold_expires_at = now() - interval '1 second' WHERE booking_id = $1`,
      [token],
    );
    await forgetAvailabilityAnswers();
  };
  const secondsUntil = (iso: string) => (Date.parse(iso) - Date.now()) / 1000;

  it('fresh cookies from one address hold two times at once: the third is a 429 until the first lapses', async () => {
    // Teams enough that every time asked for below is free: what refuses is the limit, never the capacity.
    await useOnlyTeams(t.dataSource, [everyDayWindows(), everyDayWindows(), everyDayWindows()]);
    const address = testAddress();
    const day = businessDayIn(t, 26);
    const { atOnce } = RATE_LIMITS['reservations-held'];
    const life = t.config.availability.reservationSeconds;
    const held = [];
    for (const time of ['10:00', '15:00'].slice(0, atOnce)) {
      const res = await browserAt(address)(day, time);
      expect(res.status).toBe(201);
      held.push(res.body.token as string);
    }
    const refused = await browserAt(address)(day, '12:30');
    expectRateLimited(refused, life, RESERVATION_MESSAGES.tooManyHeld);
    // Until the first of the two lapses.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(life - 60);
    expect((await browserAt(testAddress())(day, '12:30')).status).toBe(201);

    // A browser that holds one changes its time freely: its old one is released first, never counted.
    const parent = browserAt(address);
    await lapse(held[1]);
    expect((await parent(day, '16:00')).status).toBe(201);
    expect((await parent(day, '17:00')).status).toBe(201);
    expectRateLimited(await browserAt(address)(day, '12:30'), life, RESERVATION_MESSAGES.tooManyHeld);
    await lapse(held[0]);
    expect((await browserAt(address)(day, '12:30')).status).toBe(201);
  });

  it('a refresh never extends a reservation past 30 minutes from its creation; lapsed, it is held anew if free', async () => {
    const reserve = browserAt(testAddress());
    const day = businessDayIn(t, 27);
    const first = await reserve(day, '11:00');
    expect(first.status).toBe(201);
    const token = first.body.token as string;
    // 29 of its 30 minutes gone, 30 s left since its last refresh: a refresh gives it the minute left, not another
    // BOOKING_RESERVATION_SECONDS.
    await t.dataSource.query(
      `UPDATE allocations SET created_at = now() - interval '29 minutes', hold_expires_at = now() + interval '30 seconds'
       WHERE booking_id = $1`,
      [token],
    );
    const capped = await reserve(day, '11:00');
    expect(capped.status).toBe(201);
    expect(capped.body.token).toBe(token);
    expect(secondsUntil(capped.body.expiresAt)).toBeGreaterThan(50);
    expect(secondsUntil(capped.body.expiresAt)).toBeLessThanOrEqual(60);
    const again = await reserve(day, '11:00');
    expect(again.body).toEqual(capped.body);

    // Lapsed: the same browser gets the time again only as a new reservation, as anyone could while it is free.
    await lapse(token);
    const anew = await reserve(day, '11:00');
    expect(anew.status).toBe(201);
    expect(anew.body.token).not.toBe(token);
    expect(secondsUntil(anew.body.expiresAt)).toBeGreaterThan(t.config.availability.reservationSeconds - 60);
  });

  /**
   * `minutes` pass for the reservations made from `address`: each moves that far into the past, and a live one has been
   * refreshed all along (it ends 30 minutes after its creation, the longest a refresh gives it).
   */
  const minutesPass = async (address: string, minutes: number) => {
    await t.dataSource.query(
      `UPDATE allocations SET
         created_at = created_at - make_interval(mins => $2),
         hold_expires_at = CASE WHEN active AND hold_expires_at > now()
           THEN created_at - make_interval(mins => $2) + make_interval(secs => $3)
           ELSE hold_expires_at - make_interval(mins => $2) END,
         released_at = released_at - make_interval(mins => $2)
       WHERE kind = 'reservation' AND client_address = $1`,
      [address, minutes, RATE_LIMITS['reservations-held'].lifeSeconds],
    );
    await forgetAvailabilityAnswers();
  };
  const release = (token: string) => request(t.server).delete(`/api/reservations/${token}`).expect(204);

  it('an address that releases or lets its two lapse and reserves again is refused once it held its minutes', async () => {
    await useOnlyTeams(t.dataSource, [everyDayWindows(), everyDayWindows(), everyDayWindows()]);
    const address = testAddress();
    const day = businessDayIn(t, 29);
    // Two browsers of its own each round (fresh cookies), holding the day's late times.
    const holdTwo = async () => {
      const tokens: string[] = [];
      for (const time of ['16:30', '17:00']) {
        const res = await browserAt(address)(day, time);
        expect(res.status).toBe(201);
        tokens.push(res.body.token as string);
      }
      return tokens;
    };
    // Held 30 minutes, refreshed, until they lapse; reserved again right after.
    await holdTwo();
    await minutesPass(address, 30);
    // Held 29 minutes, then released and reserved again.
    const second = await holdTwo();
    await minutesPass(address, 29);
    for (const token of second) await release(token);
    // 118 minutes held today: the next reservation's first 10 would pass the 120.
    const refused = await browserAt(address)(day, '17:00');
    expectRateLimited(refused, RATE_LIMITS['reservation-minutes'].windowSeconds, RESERVATION_MESSAGES.tooLongHeld);
    // Until the first round's two reservations are a day old: 24 hours from 59 minutes ago.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600 - 58 * 60);
    // The budget is the address's: another family reserves the time as ever.
    expect((await browserAt(testAddress())(day, '17:00')).status).toBe(201);
  });

  it('a parent who changes their mind, leaves and comes back is never refused', async () => {
    await useOnlyTeams(t.dataSource, [everyDayWindows(), everyDayWindows(), everyDayWindows()]);
    const address = testAddress();
    const day = businessDayIn(t, 30);
    const parent = browserAt(address);
    // A time, then another at once; a while later the draft is cleared (released).
    expect((await parent(day, '10:00')).status).toBe(201);
    const changed = await parent(day, '15:00');
    expect(changed.status).toBe(201);
    await minutesPass(address, 12);
    await release(changed.body.token);
    // Another time, held its full 30 minutes while they think it over, and again after each lapse: three times.
    for (let visit = 0; visit < 3; visit++) {
      const res = await parent(day, '16:00');
      expect(res.status).toBe(201);
      await minutesPass(address, 30);
    }
    // A sibling's party from another browser at home, on the same connection.
    expect((await browserAt(address)(day, '11:00')).status).toBe(201);
  });

  it('counts reservations that lapse without a booking, naming only the addresses that let several lapse', async () => {
    const address = testAddress();
    const parent = testAddress();
    const day = businessDayIn(t, 28);
    for (const time of ['10:00', '12:00', '14:00']) {
      const res = await browserAt(address)(day, time);
      expect(res.status).toBe(201);
      await lapse(res.body.token);
    }
    await lapse((await browserAt(parent)(day, '16:00')).body.token);
    // Released by its parent before it lapsed (the time changed): not a lapse.
    const released = await browserAt(address)(day, '16:00');
    await request(t.server).delete(`/api/reservations/${released.body.token}`).expect(204);

    const text = await t.app.get(Metrics).render();
    expect(sample(text, 'champions_holds_lapsed_last_hour_top_address', { kind: 'reservation', address })).toBe(3);
    expect(text).not.toContain(`address="${parent}"`);
    expect(sample(text, 'champions_holds_lapsed_last_hour', { kind: 'reservation' })).toBeGreaterThanOrEqual(4);
  });
});
