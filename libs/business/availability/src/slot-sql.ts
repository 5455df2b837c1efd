import type { AvailabilitySettings } from '@app/config';
import { eventStartSql } from '@app/contracts';
import { namedStatement, type NamedStatement } from '@app/database';

/**
 * The capacity rules that read (the exclusion constraint is the one that decides), written once below as SQL
 * expressions and used by the two statements that read them: which (day, minute) of a range at least one active team
 * could take an event of `durationMinutes` at (freeStartsQuery, GET /api/availability and the alternatives), and the
 * first free team for one start (FIRST_FREE_TEAM_SQL, a claim). A start is offered when
 * - it is at least the minimum notice ahead;
 * - its day (business calendar) is not a blackout day;
 * - the event itself (start to end, not its set-up or buffer) fits inside one of the team's windows for that weekday;
 * - the team's allocation range (arrival to buffer's end) meets neither its time off nor another active allocation
 *   (a reservation past its expiry is none, nor is the reservation of the reader's own token).
 * Times are local to the business time zone and become instants in SQL, so DST days come out right.
 */
export interface SlotSearch {
  /** yyyy-MM-dd, both included. */
  from: string;
  to: string;
  /** Minutes after midnight to try on each day. */
  startMinutes: number[];
  durationMinutes: number;
  /** Only this team (an admin's move to a given team). */
  teamId?: number;
  /** The reader's own reservation token: its reservation counts as free. */
  ownReservation?: string;
}

export interface FreeStartRow {
  day: string;
  minute: number;
  /** validMs of the first free start (the same on every row). */
  valid_ms: number | null;
}

/** The range a team is taken for: start − set-up (its arrival) to start + duration + buffer (packed up and gone). */
export const allocationRangeSql = (startsAt: string, durationMinutes: string, setup: string, buffer: string) =>
  `tstzrange(${startsAt} - make_interval(mins => ${setup}::int),
             ${startsAt} + make_interval(mins => ${durationMinutes}::int + ${buffer}::int))`;

/**
 * The team's ranges that meet `range`: its active allocations and its time off. A reservation counts until its expiry
 * (its row may stay active after it: nothing needs to run first), and never for its own token ($10).
 */
const busy = (team: string, range: string) => `
          SELECT a.during FROM allocations a WHERE a.active AND a.team_id = ${team} AND a.during && ${range}
            AND (a.kind <> 'reservation' OR (a.hold_expires_at > now() AND a.booking_id IS DISTINCT FROM $10::uuid))
          UNION ALL
          SELECT tstzrange(o.starts_at, o.ends_at) FROM team_time_off o
          WHERE o.team_id = ${team} AND tstzrange(o.starts_at, o.ends_at) && ${range}`;

/**
 * The rules above as SQL expressions over expressions of the statement using them (placeholders included). Both
 * statements test a start against the same two sets per team, so a start is free exactly when its minute is in the
 * team's allowed minutes and its instant is not in the team's blocked starts.
 */
const rule = {
  notice: (startsAt: string, hours: string) => `${startsAt} >= now() + make_interval(hours => ${hours}::int)`,
  notBlackout: (day: string) =>
    `NOT EXISTS (SELECT 1 FROM blackout_days b WHERE ${day} BETWEEN b.first_day AND b.last_day)`,
  /**
   * The start minutes the team's windows allow on a weekday (0 = Sunday), as an int4multirange (NULL: none): a window
   * [start, end] holds an event of $5 minutes starting at m when start ≤ m and m + $5 ≤ end.
   */
  allowedMinutes: (team: string, weekday: string) => `(
        SELECT range_agg(int4range(ww.start_minute, ww.end_minute - $5::int, '[]'))
        FROM team_working_windows ww
        WHERE ww.team_id = ${team} AND ww.weekday = ${weekday} AND ww.start_minute <= ww.end_minute - $5::int)`,
  /**
   * The starts the team's busy ranges that meet `range` forbid, as a tstzmultirange (empty: none). A start s is taken
   * for [s − set-up, s + duration + buffer) (allocationRangeSql), which meets a busy range b exactly when
   * lower(b) − duration − buffer < s and s − set-up < upper(b) (≤ when b includes its upper bound): one range per b,
   * so each start is one look-up in the union rather than a test against every busy range.
   */
  blockedStarts: (team: string, range: string) => `coalesce((
        SELECT range_agg(tstzrange(lower(b.during) - make_interval(mins => $5::int + $7::int),
                                   upper(b.during) + make_interval(mins => $6::int),
                                   CASE WHEN upper_inc(b.during) THEN '(]' ELSE '()' END))
        FROM (${busy(team, range)}) AS b(during)
        WHERE NOT isempty(b.during)), '{}'::tstzmultirange)`,
};

/**
 * $4-$10 of both statements: the zone, the event's length, set-up, buffer, minimum notice, the one team asked for and
 * the reader's own reservation.
 */
const sharedParameters = (
  search: { durationMinutes: number; teamId?: number; ownReservation?: string },
  settings: AvailabilitySettings,
  timeZone: string,
) => [
  timeZone,
  search.durationMinutes,
  settings.setupMinutes,
  settings.bufferMinutes,
  settings.minimumNoticeHours,
  search.teamId ?? null,
  search.ownReservation ?? null,
];

/**
 * The next instant a live reservation lapses, or null. Holders are set exactly on reservations (a check constraint),
 * so allocations_holder_idx finds them without reading the bookings' rows.
 */
const nextReservationLapse = `(
      SELECT min(r.hold_expires_at) FROM allocations r
      WHERE r.active AND r.holder IS NOT NULL AND r.hold_expires_at > now())`;

const msUntil = (instant: string) => `(extract(epoch FROM ${instant} - now()) * 1000)::float8`;

/**
 * The CTEs both range statements begin with, ending in `free`: one row (day as a date, minute, starts_at) for every
 * start at least one team is free for, unordered; parameters $1-$10 (freeStartsQuery's).
 */
function freeStartsCtes(): string {
  // Each start (day, minute) becomes an instant once, and each team's two sets are built once for the whole range
  // (one index range scan of its allocations): a pairing is then two look-ups. One EXPLAIN ANALYZE sitting, 60 days,
  // 5 teams, 10,000 allocations: 5-9 ms, against 39-71 ms with per-day arrays of busy ranges tested per start (34 ms
  // before them with a probe per start, 15 s when the planner hash-joined all of a team's allocations instead).
  return `
    WITH day AS (
      SELECT d.day, extract(dow FROM d.day)::int AS weekday
      FROM generate_series(0, $2::date - $1::date) AS g(i)
      CROSS JOIN LATERAL (SELECT $1::date + g.i AS day) AS d
      WHERE ${rule.notBlackout('d.day')}
    ), start AS MATERIALIZED (
      SELECT day.day, day.weekday, m.minute, s.starts_at
      FROM day
      CROSS JOIN unnest($3::int[]) AS m(minute)
      CROSS JOIN LATERAL (SELECT ${eventStartSql('day.day', 'm.minute', '$4')} AS starts_at) AS s
      WHERE ${rule.notice('s.starts_at', '$8')}
    ), team AS MATERIALIZED (
      SELECT t.id,
             ARRAY(SELECT ${rule.allowedMinutes('t.id', 'wd')} FROM generate_series(0, 6) AS wd) AS allowed,
             ${rule.blockedStarts('t.id', 'span.during')} AS blocked
      FROM teams t
      -- Every range a start of the search can need: from its first day's first arrival to its last day's last buffer.
      CROSS JOIN LATERAL (
        SELECT tstzrange(${eventStartSql('$1', '0', '$4')} - make_interval(mins => $6::int),
                         ${eventStartSql('$2', '1440', '$4')} + make_interval(mins => $5::int + $7::int)) AS during
      ) AS span
      WHERE t.active AND ($9::int IS NULL OR t.id = $9::int)
    ), free AS (
      SELECT s.day, s.minute, s.starts_at
      FROM start s
      WHERE EXISTS (
        SELECT 1 FROM team t WHERE t.allowed[s.weekday + 1] @> s.minute AND NOT t.blocked @> s.starts_at)
    )`;
}

/**
 * For how long, from the statement's now(), its free starts stay exactly right with no write, given `firstStart` (an
 * expression: the first free start, null when none): until that start comes within the minimum notice, or the first
 * live reservation lapses (any team's: its time may free a start); null when neither will happen.
 */
const validMs = (firstStart: string) =>
  msUntil(`least(${firstStart} - make_interval(hours => $8::int), ${nextReservationLapse})`);

/** Rows (day, minute, valid_ms) for every start at least one team is free for, in day and minute order. */
export function freeStartsQuery(
  search: SlotSearch,
  settings: AvailabilitySettings,
  timeZone: string,
): [string, unknown[]] {
  const sql = `${freeStartsCtes()}
    SELECT to_char(f.day, 'YYYY-MM-DD') AS day, f.minute, ${validMs('min(f.starts_at) OVER ()')} AS valid_ms
    FROM free f
    ORDER BY f.day, f.minute`;
  return [sql, [search.from, search.to, search.startMinutes, ...sharedParameters(search, settings, timeZone)]];
}

/** answerQuery's rows, one per day. */
export interface AnswerDayRow {
  /** yyyy-MM-dd */
  day: string;
  /** The day's part of GET /api/availability's answer as JSON text: `{"date":"...","times":["09:00",...]}`. */
  json: string;
  /** How many starts are free over the range (the same on every row). */
  free: number;
  /** validMs of the range's first free start; with none free, until the next reservation lapse (null: none). */
  valid_ms: number | null;
}

/**
 * answerQuery's statement, sent by name: parsed and planned once per pooled connection rather than per computed read
 * (its text is some 3.5 kB, its planning a tenth of its time; bench/results.md#the-computed-availability-read-and-booking-creation).
 */
const ANSWER_STATEMENT = namedStatement(`${freeStartsCtes()}, day_times AS (
      SELECT f.day, count(*)::int AS free, min(f.starts_at) AS first_start,
             string_agg('"' || lpad((f.minute / 60)::text, 2, '0') || ':' || lpad((f.minute % 60)::text, 2, '0') || '"',
                        ',' ORDER BY f.minute) AS times
      FROM free f GROUP BY f.day
    ), total AS (
      SELECT coalesce(sum(free), 0)::int AS free, ${validMs('min(first_start)')} AS valid_ms FROM day_times
    )
    SELECT d.day, '{"date":"' || d.day || '","times":[' || coalesce(t.times, '') || ']}' AS json, total.free,
           total.valid_ms
    FROM (SELECT $1::date + g.i AS date, to_char($1::date + g.i, 'YYYY-MM-DD') AS day
          FROM generate_series(0, $2::date - $1::date) AS g(i)) AS d
    LEFT JOIN day_times t ON t.day = d.date
    CROSS JOIN total
    ORDER BY d.date`);

/**
 * GET /api/availability's days written by PostgreSQL, one row per day of the range (every day, in order), each with
 * its free start times ("HH:mm", in order) as JSON.stringify would write an AvailabilityResponse's day, and how long
 * they stay true, from the same snapshot (AvailabilityAnswers keeps them that long). One row per day rather than one
 * per free start: a month with free times is some 1,500 starts, whose rows cost the api more to parse and collect than
 * the statement costs PostgreSQL (bench/results.md#availability-while-parents-book). Days and times need no escaping.
 * Per free start it only adds the time to its day's list: the day's text, the first start and the count are made per
 * day, the validity once (bench/results.md#booking-creation-and-the-computed-availability-read).
 */
export function answerQuery(
  search: SlotSearch,
  settings: AvailabilitySettings,
  timeZone: string,
): [NamedStatement, unknown[]] {
  const [, parameters] = freeStartsQuery(search, settings, timeZone);
  return [ANSWER_STATEMENT, parameters];
}

/** One start of a claim: its day and minute, the event's length, and which teams may take it. */
export interface StartSearch {
  /** yyyy-MM-dd */
  day: string;
  minute: number;
  durationMinutes: number;
  /** Only this team (an admin's move to a given team). */
  teamId?: number;
  /** Teams to leave out (a claim's earlier tries, taken meanwhile). */
  exclude: number[];
  ownReservation?: string;
}

/**
 * The free team with the lowest id for one start, and the range it would be taken for: one row (team_id, during) or
 * none. The same rules as freeStartsQuery, probing the allocations index once per team for this one range, so a
 * claim reads only what its start needs (the range read's per-day arrays serve many starts, not one). Its parameters
 * are firstFreeTeamParameters' ($1-$10); the text is the same for every start, so a claim can send it by name.
 */
export const FIRST_FREE_TEAM_SQL = `
    SELECT t.id AS team_id, w.during
    FROM (
      SELECT s.starts_at, ${allocationRangeSql('s.starts_at', '$5', '$6', '$7')} AS during
      FROM (SELECT ${eventStartSql('$1', '$2', '$4')} AS starts_at) AS s
    ) AS w
    JOIN teams t ON t.active AND ($9::int IS NULL OR t.id = $9::int) AND t.id <> ALL($3::int[])
    WHERE ${rule.notice('w.starts_at', '$8')}
      AND ${rule.notBlackout('$1::date')}
      AND ${rule.allowedMinutes('t.id', 'extract(dow FROM $1::date)')} @> $2::int
      AND NOT ${rule.blockedStarts('t.id', 'w.during')} @> w.starts_at
    ORDER BY t.id
    LIMIT 1`;

/** FIRST_FREE_TEAM_SQL's parameters for one start. */
export const firstFreeTeamParameters = (
  search: StartSearch,
  settings: AvailabilitySettings,
  timeZone: string,
): unknown[] => [search.day, search.minute, search.exclude, ...sharedParameters(search, settings, timeZone)];
