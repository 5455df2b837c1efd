import { randomUUID } from 'node:crypto';
import { AVAILABILITY_MESSAGES as M, todayIn } from '@app/contracts';
import { durationMinutes } from '@app/pricing';
import {
  everyDayWindows,
  forgetAvailabilityAnswers,
  restoreSeedTeams,
  startTestApp,
  testAddress,
  TestApp,
  unique,
  useOnlyTeams,
  weekdayOf,
} from '@app/testing';
import { AvailabilityModule } from './availability.module';
import { AvailabilityService, type ClaimRequest } from './availability.service';
import { shiftDay } from './start-times';

describe('AvailabilityService: claiming a team', () => {
  let t: TestApp;
  let service: AvailabilityService;
  let today: string;
  const inDays = (days: number) => shiftDay(today, days);
  const slot = (eventDate: string, eventTime: string, games = 3) => ({
    eventDate,
    eventTime,
    durationMinutes: durationMinutes(games),
  });
  const request = (eventDate: string, eventTime: string, extra: Partial<ClaimRequest> = {}): ClaimRequest => ({
    bookingId: randomUUID(),
    kind: 'hold',
    ...slot(eventDate, eventTime),
    ...extra,
  });
  const claim = (eventDate: string, eventTime: string, extra: Partial<ClaimRequest> = {}) =>
    service.claim(t.dataSource.manager, request(eventDate, eventTime, extra));
  /** The refusal a claim ends with (its code, message and details), or a failure when it succeeded. */
  const refusal = async (attempt: Promise<unknown>) => {
    const err = await attempt.then(
      () => {
        throw new Error('the claim succeeded');
      },
      (e: unknown) => e,
    );
    const { code, status, message, details } = err as Record<string, unknown>;
    return { code, status, message, details };
  };
  /** The business-local "yyyy-MM-dd HH:mm" of an instant. */
  const local = async (instant: Date) => {
    const [{ at }] = await t.dataSource.query(
      `SELECT to_char($1::timestamptz AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI') AS at`,
      [instant, t.config.business.timeZone],
    );
    return at as string;
  };
  const freeTimes = async (day: string, games = 3) =>
    (await service.availability({ from: day, to: day, games })).days[0].times;

  beforeAll(async () => {
    t = await startTestApp({ imports: [AvailabilityModule] });
    service = t.app.get(AvailabilityService);
    today = todayIn(t.config.business.timeZone);
  });
  afterAll(async () => {
    await restoreSeedTeams(t.dataSource);
    await t.close();
  });

  it('takes the team from the arrival (start − 30 min) to start + duration + the 60 min buffer, business time', async () => {
    const [team] = await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const day = inDays(10);
    const allocation = await claim(day, '10:00');
    expect(allocation).toMatchObject({ teamId: team, kind: 'hold' });
    expect(await local(allocation.startsAt)).toBe(`${day} 09:30`);
    expect(await local(allocation.endsAt)).toBe(`${day} 12:30`); // 3 games last 90 min
    // An unpaid booking's hold lasts BOOKING_HOLD_MINUTES from now.
    const heldFor = (allocation.holdExpiresAt!.getTime() - Date.now()) / 60_000;
    expect(heldFor).toBeGreaterThan(t.config.availability.holdMinutes - 2);
    expect(heldFor).toBeLessThanOrEqual(t.config.availability.holdMinutes);
    const firm = await claim(inDays(11), '10:00', { kind: 'firm' });
    expect(firm.holdExpiresAt).toBeNull();
  });

  it('keeps set-up and buffer between neighbours on one team, and gives the next team the overlap', async () => {
    const [first, second] = await useOnlyTeams(t.dataSource, [everyDayWindows(), everyDayWindows()]);
    const day = inDays(12);
    expect((await claim(day, '12:00')).teamId).toBe(first); // team 1 from 11:30 to 14:30
    // 14:30 would arrive at 14:00, inside the first event's buffer: the second team takes it.
    expect((await claim(day, '14:30')).teamId).toBe(second); // team 2 from 14:00 to 17:00
    // 15:00 arrives at 14:30, exactly when team 1 is free again.
    expect((await claim(day, '15:00')).teamId).toBe(first);
    // 10:00 would need team 1 until 12:30 (overlaps its 11:30 arrival) and team 2 is free: it goes there.
    expect((await claim(day, '10:00')).teamId).toBe(second);
    // 9:00 has team 1 until 11:30, exactly its next arrival; 9:15 meets both teams, and so does 12:00.
    const times = await freeTimes(day);
    expect(times).toContain('09:00');
    expect(times).not.toContain('09:15');
    expect(times).not.toContain('12:00');
  });

  it('a time no team can take: 409 SLOT_TAKEN with the message and the nearest free starts', async () => {
    await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const day = inDays(13);
    await claim(day, '12:00');
    expect(await refusal(claim(day, '12:00'))).toEqual({
      code: 'SLOT_TAKEN',
      status: 409,
      message: 'That time was just taken. Please choose another time.',
      details: { alternatives: expect.any(Array) },
    });
    const { details } = await refusal(claim(day, '13:00'));
    // The team is taken 11:30-14:30: 15:00 is the first start after (120 min away), 9:00 the last before (240 min).
    expect((details as { alternatives: unknown[] }).alternatives).toEqual([
      { date: day, time: '15:00' },
      { date: day, time: '15:15' },
      { date: day, time: '15:30' },
      { date: day, time: '15:45' },
      { date: day, time: '16:00' },
    ]);
  });

  it('release frees the team; a refused claim leaves nothing behind', async () => {
    await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const day = inDays(14);
    const held = await claim(day, '11:00');
    await refusal(claim(day, '11:00'));
    expect(await freeTimes(day)).not.toContain('11:00');
    expect(await service.release(t.dataSource.manager, held.bookingId)).toBe(true);
    expect(await service.release(t.dataSource.manager, held.bookingId)).toBe(false);
    expect(await freeTimes(day)).toContain('11:00');
    expect((await claim(day, '11:00')).teamId).toBe(held.teamId);
  });

  it('a hold expires only once its time passed and only while it is a hold; a firm one stays', async () => {
    await useOnlyTeams(t.dataSource, [everyDayWindows(), everyDayWindows()]);
    const day = inDays(15);
    const early = await claim(day, '10:00');
    expect(await service.expireHold(t.dataSource.manager, early.bookingId)).toBe(false); // not yet
    await t.dataSource.query(`UPDATE allocations SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      early.id,
    ]);
    const paid = await claim(day, '10:00');
    await t.dataSource.query(`UPDATE allocations SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      paid.id,
    ]);
    // Paid after its hold time but before the job ran: it becomes firm and the job finds nothing to expire.
    expect(await service.makeFirm(t.dataSource.manager, paid.bookingId)).toMatchObject({
      kind: 'firm',
      holdExpiresAt: null,
    });
    expect(await service.expireHold(t.dataSource.manager, paid.bookingId)).toBe(false);
    expect(await service.expireHold(t.dataSource.manager, early.bookingId)).toBe(true);
    // The lapsed booking holds nothing: makeFirm says so, and a new claim takes the freed team.
    expect(await service.makeFirm(t.dataSource.manager, early.bookingId)).toBeNull();
    const again = await service.claim(t.dataSource.manager, {
      ...request(day, '10:00'),
      bookingId: early.bookingId,
      kind: 'firm',
    });
    expect(again.teamId).toBe(early.teamId);
    await refusal(claim(day, '10:00'));
  });

  it('time off and blackout days take a team or the whole day out; minimum notice and the start-time list hold', async () => {
    const [team] = await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const day = inDays(16);
    // Off from 14:00 to 15:00: a 12:00 event would need the team until 14:30 (buffer), 15:30 arrives at 15:00.
    await t.dataSource.query(
      `INSERT INTO team_time_off (team_id, starts_at, ends_at, reason)
       VALUES ($1, ($2::date + time '14:00') AT TIME ZONE $3, ($2::date + time '15:00') AT TIME ZONE $3, 'dentist')`,
      [team, day, t.config.business.timeZone],
    );
    await forgetAvailabilityAnswers();
    const times = await freeTimes(day);
    expect(times).toContain('11:30'); // until 14:00
    expect(times).not.toContain('11:45');
    expect(times).not.toContain('15:15');
    expect(times).toContain('15:30');
    expect((await refusal(claim(day, '12:00'))).code).toBe('SLOT_TAKEN');

    await t.dataSource.query(`INSERT INTO blackout_days (first_day, last_day, reason) VALUES ($1, $2, 'holiday')`, [
      inDays(17),
      inDays(18),
    ]);
    await forgetAvailabilityAnswers();
    const { days } = await service.availability({ from: inDays(17), to: inDays(19), games: 3 });
    expect(days.map((d) => d.times.length > 0)).toEqual([false, false, true]);
    expect((await refusal(claim(inDays(18), '10:00'))).code).toBe('SLOT_TAKEN');

    const tooSoon = await refusal(claim(today, '17:00'));
    expect(tooSoon).toMatchObject({ code: 'SLOT_NOT_OFFERED', status: 422, message: M.tooSoon(24) });
    expect(await freeTimes(today)).toEqual([]);
    expect(await refusal(claim(inDays(20), '08:45'))).toMatchObject({
      code: 'SLOT_NOT_OFFERED',
      message: M.startTimeNotOffered,
    });
  });

  it('the event (not its set-up or buffer) must fit inside a working window of its weekday', async () => {
    const day = inDays(21);
    await useOnlyTeams(t.dataSource, [[{ weekday: weekdayOf(day), startMinute: 12 * 60, endMinute: 15 * 60 }]]);
    expect(await freeTimes(day)).toEqual(['12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30']);
    expect(await freeTimes(day, 4)).toEqual(['12:00', '12:15', '12:30', '12:45', '13:00', '13:15']); // 105 min
    expect(await freeTimes(inDays(22))).toEqual([]);
    expect((await refusal(claim(day, '13:45'))).code).toBe('SLOT_TAKEN');
  });

  it('move releases and claims in one step: a refusal keeps the old time, its own old range never blocks it', async () => {
    const [team] = await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const day = inDays(23);
    const booking = await claim(day, '10:00', { kind: 'firm' });
    await claim(day, '15:00');
    // 10:30 overlaps only its own old range.
    const moved = await service.move(t.dataSource.manager, booking.bookingId, slot(day, '10:30'));
    expect(moved).toMatchObject({ teamId: team, kind: 'firm', bookingId: booking.bookingId });
    expect(await local(moved.startsAt)).toBe(`${day} 10:00`);
    expect((await refusal(service.move(t.dataSource.manager, booking.bookingId, slot(day, '14:00')))).code).toBe(
      'SLOT_TAKEN',
    );
    const [still] = await t.dataSource.query(`SELECT id FROM allocations WHERE booking_id = $1 AND active`, [
      booking.bookingId,
    ]);
    expect(still.id).toBe(moved.id);
  });

  it("move to a given team (the admin's choice): the same time on another team, a hold keeps its expiry", async () => {
    const [first, second] = await useOnlyTeams(t.dataSource, [everyDayWindows(), everyDayWindows()]);
    const day = inDays(25);
    const held = await claim(day, '10:00');
    expect(held.teamId).toBe(first);
    const moved = await service.move(t.dataSource.manager, held.bookingId, slot(day, '10:00'), second);
    expect(moved).toMatchObject({ teamId: second, kind: 'hold', holdExpiresAt: held.holdExpiresAt });
    await claim(day, '10:00'); // team 1 again
    expect((await refusal(service.move(t.dataSource.manager, held.bookingId, slot(day, '10:00'), first))).code).toBe(
      'SLOT_TAKEN',
    );
  });

  it('a moved hold still counts for its address and e-mail; a new one given by a move, for the e-mail it names', async () => {
    await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const day = inDays(27);
    const manager = t.dataSource.manager;
    const clientAddress = testAddress();
    const clientEmail = `${unique('moved')}@example.com`;
    const counts = async () => {
      const count = service.heldCount('hold', [{ clientAddress }, { clientEmail }]);
      const [{ held }]: { held: Record<string, unknown> }[] = await manager.query(
        `SELECT to_jsonb(r) AS held FROM (${count.sql}) AS r`,
        [count.parameters],
      );
      return [held.count_0, held.count_1];
    };
    const held = await claim(day, '10:00', { clientAddress, clientEmail });
    await service.move(manager, held.bookingId, slot(day, '14:00'), undefined, `${unique('other')}@example.com`);
    expect(await counts()).toEqual([1, 1]);
    // Its hold lapsed and was released: a move gives the booking a new hold, counted for the e-mail named only.
    await t.dataSource.query(
      `UPDATE allocations SET active = false, released_at = now() WHERE booking_id = $1 AND active`,
      [held.bookingId],
    );
    expect(await counts()).toEqual([0, 0]);
    await service.move(manager, held.bookingId, slot(day, '10:00'), undefined, clientEmail);
    expect(await counts()).toEqual([0, 1]);
  });

  it("a team taken by a transaction still open is skipped once it commits, and the caller's transaction lives on", async () => {
    const [first, second] = await useOnlyTeams(t.dataSource, [everyDayWindows(), everyDayWindows()]);
    const day = inDays(24);
    const holder = t.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      expect((await service.claim(holder.manager, request(day, '10:00'))).teamId).toBe(first);
      // This one reads team 1 as free (the other insert is not committed), so its insert waits for that transaction.
      const racing = t.dataSource.transaction(async (manager) => {
        const allocation = await service.claim(manager, request(day, '10:00'));
        await manager.query(`SELECT 1`); // the transaction is still usable after the refused insert
        return allocation;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await holder.commitTransaction();
      expect((await racing).teamId).toBe(second);
    } finally {
      await holder.release();
    }
  });
});
