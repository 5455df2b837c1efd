import request from 'supertest';
import { AVAILABILITY_MESSAGES as M, RESERVATION_MESSAGES, type FreeStart } from '@app/contracts';
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

describe("POST/DELETE /api/reservations: a chosen time stays the parent's (issue #36)", () => {
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

describe('POST /api/reservations at the real abuse limit (issue #36: nobody reserves a day away)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ imports: [ReservationsModule], env: { RATE_LIMIT_FACTOR: '1' } });
  });
  afterAll(() => t.close());

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
    for (let i = 0; i < points; i++) expect([201, 409]).toContain((await reserve(address)).status);
    expectRateLimited(await reserve(address), seconds, RESERVATION_MESSAGES.tooMany);
    expect([201, 409]).toContain((await reserve(testAddress())).status);
  });
});
