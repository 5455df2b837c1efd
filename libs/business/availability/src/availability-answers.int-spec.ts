import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { queryNamed, type NamedStatement } from '@app/database';
import { SettingsService } from '@app/settings';
import {
  businessDayIn,
  everyDayWindows,
  forgetAvailabilityAnswers,
  restoreSeedTeams,
  startTestApp,
  TestApp,
  useOnlyTeams,
  weekdayOf,
} from '@app/testing';
import { AVAILABILITY_GENERATIONS_KEY } from './availability-answers';
import { AvailabilityModule } from './availability.module';
import { AvailabilityService } from './availability.service';
import { ReservationsService } from './reservations.service';
import { answerQuery, type AnswerDayRow } from './slot-sql';
import { START_MINUTES } from './start-times';
import { TeamsService } from './teams.service';

describe('GET /api/availability: answers kept while exactly right (docs/adr/0028)', () => {
  let t: TestApp;
  /** A second api process on the same PostgreSQL and Redis. */
  let other: TestApp;
  const inDays = (days: number) => businessDayIn(t, days);
  const freeTimes = async (day: string) =>
    (await t.app.get(AvailabilityService).availability({ from: day, to: day, games: 3 })).days[0].times;
  /** Whether a query the DataSource ran is the answer's statement (sent by name: answerQuery). */
  const isAnswerStatement = (sql: unknown) =>
    typeof sql === 'object' && (sql as NamedStatement).text.includes('generate_series(0, $2::date');
  /** How many availability statements the api (`app`, by default the first) runs while `read` does. */
  const statementsDuring = async <T>(read: () => Promise<T>, app = t): Promise<[T, number]> => {
    const query = jest.spyOn(app.dataSource, 'query');
    try {
      const result = await read();
      return [result, query.mock.calls.filter(([sql]) => isAnswerStatement(sql)).length];
    } finally {
      query.mockRestore();
    }
  };
  const reserve = (app: TestApp, eventDate: string, eventTime: string) =>
    app.app.get(ReservationsService).reserve(randomUUID(), '198.51.100.7', { eventDate, eventTime, games: 3 });

  beforeAll(async () => {
    t = await startTestApp({ imports: [AvailabilityModule] });
    other = await startTestApp({ imports: [AvailabilityModule] });
  });
  afterAll(async () => {
    await restoreSeedTeams(t.dataSource);
    await Promise.all([t.close(), other.close()]);
  });

  it('a second read of the same range runs no statement and sends the same bytes and ETag', async () => {
    await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const path = `/api/availability?from=${inDays(40)}&to=${inDays(46)}&games=3`;
    const [first, computed] = await statementsDuring(() => request(t.server).get(path).expect(200));
    const [second, again] = await statementsDuring(() => request(t.server).get(path).expect(200));
    expect([computed, again]).toEqual([1, 0]);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(second.text).days[0].times).toContain('10:00');
  });

  it('computes by one named statement for every range, which PostgreSQL plans once per connection', async () => {
    // A computed read otherwise sends some 3.5 kB of text and has it parsed and planned each time
    // (bench/results.md#the-computed-availability-read-and-booking-creation).
    await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const query = jest.spyOn(t.dataSource, 'query');
    try {
      await request(t.server)
        .get(`/api/availability?from=${inDays(50)}&to=${inDays(52)}&games=3`)
        .expect(200);
      await request(t.server)
        .get(`/api/availability?from=${inDays(60)}&to=${inDays(70)}&games=4`)
        .expect(200);
      const sent = query.mock.calls.map(([sql]) => sql as unknown).filter(isAnswerStatement) as NamedStatement[];
      expect(sent).toHaveLength(2);
      expect(sent[0].name).toMatch(/^s_[0-9a-f]{24}$/);
      expect(sent[1]).toBe(sent[0]);
    } finally {
      query.mockRestore();
    }
  });

  it('after a Redis flush (no generations), the first read makes them and later reads are kept again', async () => {
    await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const path = `/api/availability?from=${inDays(43)}&to=${inDays(43)}&games=3`;
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      await redis.del(AVAILABILITY_GENERATIONS_KEY);
      const [, computed] = await statementsDuring(() => request(t.server).get(path).expect(200));
      const [, again] = await statementsDuring(() => request(t.server).get(path).expect(200));
      expect([computed, again]).toEqual([1, 0]);
      expect(await redis.hget(AVAILABILITY_GENERATIONS_KEY, 'all')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      redis.disconnect();
    }
  });

  it('reads of one answer arriving together after a change share one statement, and get the change', async () => {
    await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const day = inDays(42);
    const path = `/api/availability?from=${day}&to=${day}&games=3`;
    await request(t.server).get(path).expect(200);
    await reserve(t, day, '11:00');
    const [answers, computed] = await statementsDuring(() =>
      Promise.all(Array.from({ length: 6 }, () => request(t.server).get(path).expect(200))),
    );
    expect(computed).toBe(1);
    for (const answer of answers) expect(JSON.parse(answer.text).days[0].times).not.toContain('11:00');
  });

  it("a reservation committed by this process or another shows on this process's very next read", async () => {
    await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const day = inDays(41);
    expect(await freeTimes(day)).toEqual(expect.arrayContaining(['10:00', '15:00']));
    await reserve(t, day, '10:00');
    expect(await freeTimes(day)).not.toContain('10:00');
    await reserve(other, day, '15:00');
    const times = await freeTimes(day);
    expect(times).not.toContain('15:00');
    expect(times.length).toBeGreaterThan(0);
  });

  it("a rolled-back claim keeps the kept answer; an admin's time off, blackout day or hours show at once", async () => {
    const [team] = await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const teams = t.app.get(TeamsService);
    const day = inDays(42);
    const free = await freeTimes(day);
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    await t.app.get(AvailabilityService).claim(runner.manager, {
      eventDate: day,
      eventTime: '10:00',
      durationMinutes: 90,
      bookingId: randomUUID(),
      kind: 'firm',
    });
    await runner.rollbackTransaction();
    await runner.release();
    expect(await statementsDuring(() => freeTimes(day))).toEqual([free, 0]);

    const { timeOff } = await teams.addTimeOff(team, { firstDay: day, lastDay: day, reason: 'training' });
    expect(await freeTimes(day)).toEqual([]);
    await teams.removeTimeOff(team, timeOff[0].id);
    expect(await freeTimes(day)).toEqual(free);
    const blackout = await teams.addBlackoutDays({ firstDay: day, lastDay: day, reason: 'holiday' });
    expect(await freeTimes(day)).toEqual([]);
    await teams.removeBlackoutDays(blackout.id);
    expect(await freeTimes(day)).toEqual(free);
    await teams.replaceWindows(team, []);
    expect(await freeTimes(day)).toEqual([]);
  });

  it('a reservation that lapses frees its time on the first read after its expiry, with no write', async () => {
    await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const day = inDays(43);
    const { token } = await reserve(t, day, '10:00');
    await t.dataSource.query(
      `UPDATE allocations SET hold_expires_at = now() + interval '1500 milliseconds' WHERE booking_id = $1`,
      [token],
    );
    await forgetAvailabilityAnswers();
    expect(await freeTimes(day)).not.toContain('10:00');
    expect(await statementsDuring(() => freeTimes(day))).toEqual([expect.not.arrayContaining(['10:00']), 0]);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await freeTimes(day)).toContain('10:00');
  });

  it('the statement says how long its answer holds: until the first free start is within notice, or a reservation lapses', async () => {
    await t.dataSource.query(
      `UPDATE allocations SET active = false, released_at = now() WHERE kind = 'reservation' AND active`,
    );
    const [team] = await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const rules = { ...t.config.availability, ...t.app.get(SettingsService).snapshot() };
    const day = inDays(44);
    const validity = async (days: number) => {
      const search = { from: day, to: inDays(44 + days), startMinutes: START_MINUTES, durationMinutes: 90 };
      const [row] = await queryNamed<AnswerDayRow[]>(t.dataSource, ...answerQuery(search, rules, rules.timeZone));
      return { free: row.free, validMs: row.valid_ms };
    };
    /** Milliseconds from now until `sql`, an instant. */
    const msUntil = async (sql: string, parameters: unknown[] = []) =>
      Number((await t.dataSource.query(`SELECT extract(epoch FROM ${sql} - now()) * 1000 AS ms`, parameters))[0].ms);
    const firstStartWithinNotice = await msUntil(
      `(($1::date + time '09:00') AT TIME ZONE $2) - make_interval(hours => $3)`,
      [day, rules.timeZone, rules.minimumNoticeHours],
    );
    const near = (expected: number) => ({ asymmetricMatch: (ms: number) => Math.abs(ms - expected) < 2000 });

    expect(await validity(1)).toEqual({ free: expect.any(Number), validMs: near(firstStartWithinNotice) });
    const { token } = await reserve(t, inDays(60), '10:00');
    const lapse = await msUntil(`(SELECT hold_expires_at FROM allocations WHERE booking_id = $1)`, [token]);
    expect(lapse).toBeLessThan(firstStartWithinNotice);
    expect(await validity(1)).toEqual({ free: expect.any(Number), validMs: near(lapse) });
    // No start free at all: one row, still saying when the reservation lapses (and none: it holds until a write).
    await t.app.get(TeamsService).replaceWindows(team, []);
    expect(await validity(1)).toEqual({ free: 0, validMs: near(lapse) });
    await t.app.get(ReservationsService).release(token);
    expect(await validity(1)).toEqual({ free: 0, validMs: null });
  });

  describe('a change forgets only the answers of the days it can change (docs/adr/0031-availability-forgotten-by-day.md)', () => {
    const path = (from: string, to: string) => `/api/availability?from=${from}&to=${to}&games=3`;
    /** How many statements a read of `p` runs on `app`, and its answer's free times by day. */
    const read = async (p: string, app = t) => {
      const [res, computed] = await statementsDuring(() => request(app.server).get(p).expect(200), app);
      const days = (JSON.parse(res.text) as { days: { date: string; times: string[] }[] }).days;
      return { computed, times: new Map(days.map((d) => [d.date, d.times])) };
    };

    it('a booking on one day keeps the kept answers of other months, on every process, and forgets those holding its day', async () => {
      await useOnlyTeams(t.dataSource, [everyDayWindows()]);
      const booked = inDays(100);
      const holdingIt = path(inDays(95), inDays(105));
      const otherMonth = path(inDays(135), inDays(165));
      for (const app of [t, other]) for (const p of [holdingIt, otherMonth]) await read(p, app);

      await t.dataSource.transaction((manager) =>
        t.app.get(AvailabilityService).claim(manager, {
          eventDate: booked,
          eventTime: '10:00',
          durationMinutes: 90,
          bookingId: randomUUID(),
          kind: 'firm',
        }),
      );

      expect((await read(otherMonth)).computed).toBe(0);
      expect((await read(otherMonth, other)).computed).toBe(0);
      // The other process computes the booked day alone, and makes the answer of it and the days it kept.
      const query = jest.spyOn(other.dataSource, 'query');
      const res = await request(other.server).get(holdingIt).expect(200);
      const computedDays = query.mock.calls
        .filter(([sql]) => isAnswerStatement(sql))
        .map(([, parameters]) => (parameters as string[]).slice(0, 2));
      query.mockRestore();
      expect(computedDays).toEqual([[booked, booked]]);
      const days = (JSON.parse(res.text) as { days: { date: string; times: string[] }[] }).days;
      const after = { times: new Map(days.map((d) => [d.date, d.times])) };
      expect([...after.times.keys()]).toEqual(Array.from({ length: 11 }, (_, k) => inDays(95 + k)));
      expect(after.times.get(booked)).not.toContain('10:00');
      expect(after.times.get(inDays(101))).toContain('10:00');
    });

    it("a team's time off or a blackout forgets the answers holding its day, its hours those holding its weekday", async () => {
      const [team] = await useOnlyTeams(t.dataSource, [everyDayWindows()]);
      const teams = t.app.get(TeamsService);
      const day = inDays(120);
      const sameWeekday = inDays(127);
      const otherWeekday = inDays(123);
      expect(weekdayOf(otherWeekday)).not.toBe(weekdayOf(day));
      const reads = [day, sameWeekday, otherWeekday].map((d) => path(d, d));
      /** How many of the three reads compute, and the day's free times. */
      const readAll = async () => {
        const answers = [];
        for (const p of reads) answers.push(await read(p));
        return { computed: answers.map((a) => a.computed), times: answers[0].times.get(day) };
      };
      await readAll();

      const { timeOff } = await teams.addTimeOff(team, { firstDay: day, lastDay: day, reason: 'training' });
      expect(await readAll()).toEqual({ computed: [1, 0, 0], times: [] });
      await teams.removeTimeOff(team, timeOff[0].id);
      expect(await readAll()).toEqual({ computed: [1, 0, 0], times: expect.arrayContaining(['10:00']) });
      const blackout = await teams.addBlackoutDays({ firstDay: day, lastDay: day, reason: 'holiday' });
      expect(await readAll()).toEqual({ computed: [1, 0, 0], times: [] });
      await teams.removeBlackoutDays(blackout.id);
      expect(await readAll()).toEqual({ computed: [1, 0, 0], times: expect.arrayContaining(['10:00']) });
      await teams.replaceWindows(
        team,
        everyDayWindows().filter((w) => w.weekday !== weekdayOf(day)),
      );
      expect(await readAll()).toEqual({ computed: [1, 1, 0], times: [] });
    });
  });
});
