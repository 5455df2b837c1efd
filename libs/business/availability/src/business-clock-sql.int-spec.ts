import {
  addDays,
  businessDaySql,
  businessTodaySql,
  eventStart,
  eventStartSql,
  START_TIME_VALUES,
  todayIn,
} from '@app/contracts';
import { startTestApp, TestApp } from '@app/testing';

/**
 * The two business-clock rules each have a TypeScript function and a SQL expression (beside it in @app/contracts);
 * the statements of availability, blackout days and the reminder scan use the expression. Here PostgreSQL answers
 * a table of cases and the functions answer the same ones, so the two readings cannot drift apart: zones on both
 * sides of UTC, with DST changes at 2:00, at midnight and in the southern hemisphere, half- and quarter-hour offsets.
 */
const ZONES = [
  'UTC',
  'America/New_York', // 2026-03-08 02:00 → 03:00, 2026-11-01 02:00 → 01:00
  'America/Los_Angeles',
  'Europe/London', // 2026-03-29 01:00 → 02:00, 2026-10-25 02:00 → 01:00
  'Australia/Sydney', // 2026-04-05 03:00 → 02:00, 2026-10-04 02:00 → 03:00
  'America/Santiago', // 2026-04-05 00:00 → 2026-04-04 23:00, 2026-09-06 00:00 → 01:00
  'Asia/Kolkata',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

const DAYS = [
  '2026-01-01',
  '2026-03-07',
  '2026-03-08',
  '2026-03-09',
  '2026-03-29',
  '2026-04-04',
  '2026-04-05',
  '2026-06-30',
  '2026-09-05',
  '2026-09-06',
  '2026-10-04',
  '2026-10-25',
  '2026-11-01',
  '2026-11-02',
  '2026-12-31',
  '2028-02-29',
];

/** Midnight, the small hours a DST change skips or repeats, the day's usual starts, and the day's last minutes. */
const TIMES = ['00:00', '00:30', '01:30', '02:00', '02:30', '03:00', '09:00', '12:15', '19:45', '23:30', '23:59'];

const minuteOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Wall times a DST change repeats (the hour before it falls back) name two instants: date-fns/tz takes the first,
 * PostgreSQL the second in these zones (the first elsewhere). Bookable starts (START_TIME_VALUES, 9:00 AM-6:00 PM) and
 * the statements' day bounds (minutes 0 and 1440) never fall in such an hour in the zones the business runs in, so the
 * two readings agree wherever they are used; pinned here so that a change on either side shows.
 */
const REPEATED_WALL_TIMES: Record<string, string> = {
  'America/New_York 2026-11-01 01:30': '2026-11-01T06:30:00.000Z',
  'America/Los_Angeles 2026-11-01 01:30': '2026-11-01T09:30:00.000Z',
  'America/Santiago 2026-04-04 23:30': '2026-04-05T03:30:00.000Z',
  'America/Santiago 2026-04-04 23:59': '2026-04-05T03:59:00.000Z',
};

interface StartCase {
  day: string;
  time: string;
  zone: string;
}

const START_CASES: StartCase[] = ZONES.flatMap((zone) =>
  DAYS.flatMap((day) => [...new Set([...TIMES, ...START_TIME_VALUES])].map((time) => ({ day, time, zone }))),
);

/** Instants around each case's local midnight and within its day, and around each zone's DST changes. */
const INSTANT_CASES: { at: Date; zone: string }[] = ZONES.flatMap((zone) =>
  DAYS.flatMap((day) => {
    const midnight = eventStart(day, '00:00', zone).getTime();
    const offsets = [-60_000, -1, 0, 1, 60_000, 9 * 3_600_000, 23.5 * 3_600_000];
    const around = TIMES.map((time) => eventStart(day, time, zone).getTime());
    return [...offsets.map((ms) => midnight + ms), ...around.flatMap((ms) => [ms - 1, ms])].map((ms) => ({
      at: new Date(ms),
      zone,
    }));
  }),
);

describe('the business clock in SQL and in TypeScript', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** Runs `sql` with the session's own zone far from every case's, so no answer can lean on it. */
  const query = <T>(sql: string, parameters: unknown[]): Promise<T[]> =>
    t.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL TimeZone = 'Pacific/Kiritimati'`);
      return manager.query(sql, parameters);
    });

  it('puts an event start at the instant eventStart() gives, but in an hour a DST change repeats', async () => {
    const rows = await query<{ ms: number }>(
      `SELECT (extract(epoch FROM ${eventStartSql('c.day', 'c.minute', 'c.zone')}) * 1000)::float8 AS ms
       FROM unnest($1::date[], $2::int[], $3::text[]) WITH ORDINALITY AS c(day, minute, zone, i)
       ORDER BY c.i`,
      [START_CASES.map((c) => c.day), START_CASES.map((c) => minuteOf(c.time)), START_CASES.map((c) => c.zone)],
    );
    const fromSql = START_CASES.map((c, i) => `${c.zone} ${c.day} ${c.time} ${new Date(rows[i].ms).toISOString()}`);
    const fromTs = START_CASES.map((c) => {
      const key = `${c.zone} ${c.day} ${c.time}`;
      return `${key} ${REPEATED_WALL_TIMES[key] ?? eventStart(c.day, c.time, c.zone).toISOString()}`;
    });
    expect(fromSql).toEqual(fromTs);
  });

  it("puts minute 1440 (a day's end, as the statements use it) at the next day's midnight", async () => {
    const cases = ZONES.flatMap((zone) => DAYS.map((day) => ({ day, zone })));
    const rows = await query<{ ms: number }>(
      `SELECT (extract(epoch FROM ${eventStartSql('c.day', '1440', 'c.zone')}) * 1000)::float8 AS ms
       FROM unnest($1::date[], $2::text[]) WITH ORDINALITY AS c(day, zone, i)
       ORDER BY c.i`,
      [cases.map((c) => c.day), cases.map((c) => c.zone)],
    );
    const fromSql = cases.map((c, i) => `${c.zone} ${c.day} ${new Date(rows[i].ms).toISOString()}`);
    const fromTs = cases.map(
      (c) => `${c.zone} ${c.day} ${eventStart(addDays(c.day, 1), '00:00', c.zone).toISOString()}`,
    );
    expect(fromSql).toEqual(fromTs);
  });

  it("gives an instant's business day as todayIn() does", async () => {
    const rows = await query<{ day: string }>(
      `SELECT to_char(${businessDaySql('c.at', 'c.zone')}, 'YYYY-MM-DD') AS day
       FROM unnest($1::timestamptz[], $2::text[]) WITH ORDINALITY AS c(at, zone, i)
       ORDER BY c.i`,
      [INSTANT_CASES.map((c) => c.at.toISOString()), INSTANT_CASES.map((c) => c.zone)],
    );
    const fromSql = INSTANT_CASES.map((c, i) => `${c.zone} ${c.at.toISOString()} ${rows[i].day}`);
    const fromTs = INSTANT_CASES.map((c) => `${c.zone} ${c.at.toISOString()} ${todayIn(c.zone, c.at)}`);
    expect(fromSql).toEqual(fromTs);
  });

  it("gives the business's today at now() as todayIn() does", async () => {
    const before = ZONES.map((zone) => todayIn(zone));
    const rows = await query<{ day: string }>(
      `SELECT to_char(${businessTodaySql('c.zone')}, 'YYYY-MM-DD') AS day
       FROM unnest($1::text[]) WITH ORDINALITY AS c(zone, i)
       ORDER BY c.i`,
      [ZONES],
    );
    const after = ZONES.map((zone) => todayIn(zone));
    // The statement's now() is between the two readings: a zone's midnight may fall between them.
    ZONES.forEach((_, i) => expect([before[i], after[i]]).toContain(rows[i].day));
  });
});
