import { Client } from 'pg';
import { addTeams } from './bench-teams';

/**
 * The availability figure: `GET /api/availability` for 60 days and 3 games over 5 teams holding 10,000 future bookings,
 * its CPU per request read beside `GET /api/games`'s in the same run.
 */
export const AVAILABILITY_LOAD = { days: 60, games: 3, teams: 5, bookings: 10_000 } as const;

/** The targets, as multiples of a catalogue read's in the same run: the api's CPU per read and the p99. */
export const AVAILABILITY_TARGET = { cpuRatio: 3, p99Ratio: 4 } as const;

/**
 * Starts that never overlap on one team for a 3-game event (90 min, 30-min set-up, 60-min buffer: 3 hours each,
 * end to end); five teams × three a day fill 667 days with 10,000 allocations.
 */
const STARTS = ['09:00', '12:30', '16:00'];
/** Past the default minimum notice, so every read's days hold bookings. */
const FIRST_DAY = 2;

/**
 * Makes the calendar the read runs over: teams added up to AVAILABILITY_LOAD.teams active ones, and 10,000 firm
 * allocations (as paid bookings hold) from FIRST_DAY on, filling each team's day at STARTS. Allocations only: the read
 * never looks at the bookings' own rows. Answers the read's path.
 */
export async function availabilityLoad(databaseUrl: string, timeZone: string): Promise<string> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM teams WHERE active');
    const missing = Math.max(0, AVAILABILITY_LOAD.teams - rows[0].n);
    if (missing) await addTeams(databaseUrl, 'Bench availability team', missing);
    const perDay = AVAILABILITY_LOAD.teams * STARTS.length;
    await db.query(
      `WITH team AS (
         SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM teams WHERE active ORDER BY id LIMIT $1
       ), slot AS (
         SELECT n, (current_date + $2::int + n / $3::int) AS day, (n % $3::int) AS s FROM generate_series(0, $4::int - 1) AS n
       )
       INSERT INTO allocations (team_id, booking_id, kind, during)
       SELECT team.id, gen_random_uuid(), 'firm',
              tstzrange(((slot.day + start.t::time) AT TIME ZONE $5::text) - interval '30 minutes',
                        ((slot.day + start.t::time) AT TIME ZONE $5::text) + interval '150 minutes')
       FROM slot
       JOIN team ON team.k = slot.s / $6::int
       CROSS JOIN LATERAL (SELECT ($7::text[])[slot.s % $6::int + 1] AS t) AS start`,
      [AVAILABILITY_LOAD.teams, FIRST_DAY, perDay, AVAILABILITY_LOAD.bookings, timeZone, STARTS.length, STARTS],
    );
  } finally {
    await db.end();
  }
  const from = new Date(Date.now() + FIRST_DAY * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + (FIRST_DAY + AVAILABILITY_LOAD.days - 1) * 86_400_000).toISOString().slice(0, 10);
  return `/api/availability?from=${from}&to=${to}&games=${AVAILABILITY_LOAD.games}`;
}
