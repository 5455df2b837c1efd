import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AVAILABILITY_MESSAGES as M, START_TIME_VALUES, todayIn } from '@app/contracts';
import { durationMinutes } from '@app/pricing';
import { everyDayWindows, restoreSeedTeams, startTestApp, TestApp, useOnlyTeams } from '@app/testing';
import { AvailabilityModule } from './availability.module';
import { AvailabilityService } from './availability.service';
import { shiftDay } from './start-times';

describe('GET /api/availability', () => {
  let t: TestApp;
  let today: string;
  const read = (query: Record<string, string | number>) => request(t.server).get('/api/availability').query(query);

  beforeAll(async () => {
    t = await startTestApp({ imports: [AvailabilityModule] });
    today = todayIn(t.config.business.timeZone);
  });
  afterAll(async () => {
    await restoreSeedTeams(t.dataSource);
    await t.close();
  });

  it('answers every day of the range with its free start times, for anyone, never cached', async () => {
    await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    const from = shiftDay(today, 40);
    await t.app.get(AvailabilityService).claim(t.dataSource.manager, {
      bookingId: randomUUID(),
      kind: 'firm',
      eventDate: from,
      eventTime: '09:00',
      durationMinutes: durationMinutes(3),
    });
    const res = await read({ from, to: shiftDay(from, 2), games: 3 }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // The team is taken 8:30-11:30 on the first day: the next start is 12:00 (arrives 11:30). 3 games fit until
    // 6:00 PM (the list's last start) within 9:00 AM-8:00 PM.
    expect(res.body).toEqual({
      days: [
        { date: from, times: START_TIME_VALUES.filter((time) => time >= '12:00') },
        { date: shiftDay(from, 1), times: START_TIME_VALUES },
        { date: shiftDay(from, 2), times: START_TIME_VALUES },
      ],
    });
    // 10 games last 215 min: the last start inside 8:00 PM is 4:25 PM, so 4:15 PM in the list.
    const long = await read({ from: shiftDay(from, 1), to: shiftDay(from, 1), games: 10 }).expect(200);
    expect(long.body.days[0].times.at(-1)).toBe('16:15');
  });

  it('days with no free team, and days inside the minimum notice, come back with no times', async () => {
    await useOnlyTeams(t.dataSource, []);
    const res = await read({ from: today, to: shiftDay(today, 1), games: 3 }).expect(200);
    expect(res.body).toEqual({
      days: [
        { date: today, times: [] },
        { date: shiftDay(today, 1), times: [] },
      ],
    });
  });

  it.each([
    ['no parameters', {}, { from: M.from, to: M.to, games: M.games }],
    ['a date that is not one', { from: '2026-13-01', to: '2026-12-01', games: 3 }, { from: M.from }],
    ['to before from', { from: '2026-12-02', to: '2026-12-01', games: 3 }, { to: M.range }],
    ['more than 92 days', { from: '2026-12-01', to: '2027-03-03', games: 3 }, { to: M.rangeTooLong }],
    ['too few games', { from: '2026-12-01', to: '2026-12-01', games: 2 }, { games: M.games }],
    ['games that are not a number', { from: '2026-12-01', to: '2026-12-01', games: 'three' }, { games: M.games }],
  ])('400 with the parameter and its message: %s', async (_, query, fields) => {
    const res = await read(query).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', fields });
  });

  it('an unknown parameter is a 400 naming it', async () => {
    const res = await read({ from: '2026-12-01', to: '2026-12-01', games: 3, team: 1 }).expect(400);
    expect(res.body.message).toContain('team is not an accepted field');
  });
});
