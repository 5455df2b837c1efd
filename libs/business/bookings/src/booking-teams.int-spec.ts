import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { AvailabilityService, shiftDay } from '@app/availability';
import { AVAILABILITY_MESSAGES } from '@app/contracts';
import {
  bookingPayload,
  businessDayIn,
  catalogueGameIds,
  Inbox,
  outboxTypesOf,
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
import { OutboxService } from '@app/queue';
import { BookingsModule, BookingsWorkerModule } from './bookings.module';
import { HoldExpiry } from './hold-expiry';

const REQUESTS = 100;

describe('a booking takes a team: POST /api/bookings claims a hold, released when its time passes', () => {
  let t: TestApp;
  let games: number[];
  let availability: AvailabilityService;
  let day: string;

  beforeAll(async () => {
    t = await startTestApp({ imports: [BookingsModule], env: { RATE_LIMIT_FACTOR: '100' } });
    games = (await catalogueGameIds(t.server)).slice(0, 3);
    availability = t.app.get(AvailabilityService);
    day = businessDayIn(t, 30);
  });
  afterAll(async () => {
    await restoreSeedTeams(t.dataSource);
    await t.close();
  });

  const book = (overrides: Record<string, unknown>, key?: string) => {
    const req = request(t.server).post('/api/bookings').set('X-Forwarded-For', testAddress());
    if (key) req.set('Idempotency-Key', key);
    return req.send(bookingPayload(games, overrides));
  };
  const storedFor = async (parentName: string) =>
    Number((await t.dataSource.query(`SELECT count(*) FROM bookings WHERE parent_name = $1`, [parentName]))[0].count);
  const freeTimes = async (date: string) =>
    (await availability.availability({ from: date, to: date, games: 3 })).days[0].times;

  it(`${REQUESTS} concurrent bookings of the last free time with two teams: 2 created, the rest 409 SLOT_TAKEN`, async () => {
    // Both teams work 10:00-11:30 that weekday only: a 3-game event (90 min) can start at 10:00 and nowhere else.
    const window = { weekday: weekdayOf(day), startMinute: 600, endMinute: 690 };
    await useOnlyTeams(t.dataSource, [[window], [window]]);
    const family = `Pat ${unique('Race')}`;
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, () => book({ parentName: family, eventDate: day, eventTime: '10:00' })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(REQUESTS - 2);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toMatchObject({
        code: 'SLOT_TAKEN',
        message: AVAILABILITY_MESSAGES.slotTaken,
        details: { alternatives: expect.any(Array) },
      });
    }
    // Nothing of a refused booking is stored: only the two created.
    expect(await storedFor(family)).toBe(2);
    const created = answers.filter((a) => a.status === 201).map((a) => a.body);
    for (const booking of created) {
      expect(Date.parse(booking.holdExpiresAt)).toBeGreaterThan(Date.now());
      expect(await outboxTypesOf(t.dataSource, booking.id)).toEqual(['booking.created', 'booking.held']);
    }
    expect(await freeTimes(day)).toEqual([]);
  });

  it('a refusal keeps no Idempotency-Key: the same request books once the time is free again', async () => {
    const window = { weekday: weekdayOf(day), startMinute: 600, endMinute: 690 };
    const [team] = await useOnlyTeams(t.dataSource, [[window]]);
    const slot = { eventDate: shiftDay(day, 7), eventTime: '10:00' };
    const first = await book(slot).expect(201);
    const key = unique('key');
    const family = `Pat ${unique('Key')}`;
    await book({ ...slot, parentName: family }, key).expect(409);
    expect(await storedFor(family)).toBe(0);
    await t.dataSource.query(
      `UPDATE allocations SET active = false, released_at = now() WHERE booking_id = $1 AND team_id = $2`,
      [first.body.id, team],
    );
    await book({ ...slot, parentName: family }, key).expect(201);
  });

  it('respects the set-up before and the buffer after a neighbour on one team', async () => {
    const date = shiftDay(day, 14);
    await useOnlyTeams(t.dataSource, [[{ weekday: weekdayOf(date), startMinute: 540, endMinute: 1200 }]]);
    // 3 games: 10:00-11:30 plus a 60-minute buffer; the next team must arrive 30 minutes early: 13:00 is the first
    // start after it, and 12:45 would overlap.
    await book({ eventDate: date, eventTime: '10:00' }).expect(201);
    expect((await book({ eventDate: date, eventTime: '12:45' }).expect(409)).body.code).toBe('SLOT_TAKEN');
    await book({ eventDate: date, eventTime: '13:00' }).expect(201);
    // Before it: 09:00 ends at 10:30, and its buffer runs to 11:30, past the 10:00 event's 9:30 arrival.
    expect((await book({ eventDate: date, eventTime: '09:00' }).expect(409)).body.code).toBe('SLOT_TAKEN');
  });

  it('booking.held → the worker releases the hold once its time has passed, by a job delayed until then', async () => {
    const worker: INestApplicationContext = await startTestWorker({
      imports: [BookingsWorkerModule],
      overrides: { SMTP_URL: Inbox.ofTestRun().smtpUrl },
    });
    try {
      const date = shiftDay(day, 28);
      await useOnlyTeams(t.dataSource, [[{ weekday: weekdayOf(date), startMinute: 600, endMinute: 690 }]]);
      const { body: booking } = await book({ eventDate: date, eventTime: '10:00' }).expect(201);
      // The hold as a re-claim records it, ending now (the setting's minimum is a minute; the test does not wait one).
      await t.dataSource.transaction(async (manager) => {
        const [[held]] = await manager.query(
          `UPDATE allocations SET hold_expires_at = now() WHERE booking_id = $1 AND active RETURNING hold_expires_at`,
          [booking.id],
        );
        await t.app.get(OutboxService).record(manager, 'booking.held', {
          bookingId: booking.id,
          holdExpiresAt: held.hold_expires_at.toISOString(),
        });
      });
      await waitFor(async () => (await freeTimes(date)).length > 0, 15_000, 'the hold to be released');
      expect(await availability.holding(t.dataSource.manager, booking.id)).toBeNull();
    } finally {
      await worker.close();
    }
  });

  it('a hold whose time passed is released by the job and the team is free again; a live hold stays', async () => {
    const date = shiftDay(day, 21);
    const window = { weekday: weekdayOf(date), startMinute: 600, endMinute: 690 };
    await useOnlyTeams(t.dataSource, [[window]]);
    const { body: booking } = await book({ eventDate: date, eventTime: '10:00' }).expect(201);
    const expiry = new HoldExpiry(t.dataSource, availability, undefined as never);
    // Its hold time has not passed: the job (run early) changes nothing.
    expect(await expiry.expire({ bookingId: booking.id })).toBe(false);
    expect(await freeTimes(date)).toEqual([]);
    await t.dataSource.query(
      `UPDATE allocations SET hold_expires_at = now() - interval '1 second' WHERE booking_id = $1 AND active`,
      [booking.id],
    );
    expect(await expiry.expire({ bookingId: booking.id })).toBe(true);
    expect(await freeTimes(date)).toEqual(['10:00']);
    await book({ eventDate: date, eventTime: '10:00' }).expect(201);
  });
});
