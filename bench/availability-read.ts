import { Client } from 'pg';
import { addTeams } from './bench-teams';

/**
 * The availability figure: `GET /api/availability` for 60 days and 3 games over 5 teams, each booked for one of its
 * three parties a day over the two-year horizon (a third of its time: most starts stay free, as in a real month), its
 * CPU per request read beside `GET /api/games`'s in the same run.
 */
export const AVAILABILITY_LOAD = { days: 60, games: 3, teams: 5, bookedDays: 730 } as const;

/**
 * The targets, as multiples of a catalogue read's in the same run: the api's CPU per read and the p99 of a kept
 * answer, and the CPU of one computed (the first read after a change).
 */
export const AVAILABILITY_TARGET = { cpuRatio: 3, p99Ratio: 4, computedCpuRatio: 5 } as const;

/**
 * Starts that never overlap on one team for a 3-game event (90 min, 30-min set-up, 60-min buffer: 3 hours each,
 * end to end): a team's working day holds three such parties.
 */
const STARTS = ['09:00', '12:30', '16:00'];
/** Past the default minimum notice, so every read's days hold bookings. */
export const FIRST_DAY = 2;

/** The allocations the load stores: one a day per team. */
export const bookedAllocations = () => AVAILABILITY_LOAD.teams * AVAILABILITY_LOAD.bookedDays;

/**
 * Makes the calendar the read runs over: teams added up to AVAILABILITY_LOAD.teams active ones, and one firm
 * allocation (as a paid booking holds) per team and day from FIRST_DAY on, at one of STARTS in turn, so a third of
 * each team's day is booked and the free times differ from day to day. Allocations only: the read never looks at the
 * bookings' own rows. Answers the read's path.
 */
export async function availabilityLoad(databaseUrl: string, timeZone: string): Promise<string> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM teams WHERE active');
    const missing = Math.max(0, AVAILABILITY_LOAD.teams - rows[0].n);
    if (missing) await addTeams(databaseUrl, 'Bench availability team', missing);
    await db.query(
      `WITH team AS (
         SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM teams WHERE active ORDER BY id LIMIT $1
       ), day AS (
         SELECT n, current_date + $2::int + n AS day FROM generate_series(0, $3::int - 1) AS n
       )
       INSERT INTO allocations (team_id, booking_id, kind, during)
       SELECT team.id, gen_random_uuid(), 'firm',
              tstzrange(((day.day + start.t::time) AT TIME ZONE $4::text) - interval '30 minutes',
                        ((day.day + start.t::time) AT TIME ZONE $4::text) + interval '150 minutes')
       FROM day
       CROSS JOIN team
       CROSS JOIN LATERAL (SELECT ($5::text[])[(day.n + team.k) % $6::int + 1] AS t) AS start`,
      [AVAILABILITY_LOAD.teams, FIRST_DAY, AVAILABILITY_LOAD.bookedDays, timeZone, STARTS, STARTS.length],
    );
  } finally {
    await db.end();
  }
  return availabilityPath(FIRST_DAY);
}

/** yyyy-MM-dd `days` from today (UTC: the bench only needs days well past the minimum notice). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The read of AVAILABILITY_LOAD.days days from `firstDay` days ahead. */
export const availabilityPath = (firstDay: number) =>
  `/api/availability?from=${dayFromToday(firstDay)}&to=${dayFromToday(firstDay + AVAILABILITY_LOAD.days - 1)}` +
  `&games=${AVAILABILITY_LOAD.games}`;
