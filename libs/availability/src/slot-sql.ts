import type { AvailabilitySettings } from '@app/config';

/**
 * The one statement of the capacity rules that reads (the exclusion constraint is the one that decides): which active
 * teams could take an event of `durationMinutes` starting at each (day, minute) of a range. A start is offered when
 * - it is at least the minimum notice ahead;
 * - its day (business calendar) is not a blackout day;
 * - the event itself (start to end, not its set-up or buffer) fits inside one of the team's windows for that weekday;
 * - the team's allocation range (arrival to buffer's end) meets neither its time off nor another active allocation.
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
}

export interface FreeTeamRow {
  day: string;
  minute: number;
  team_id: number;
}

/** The instant a business-local (day, minute) names, for SQL expressions `day` (a date) and `minute` (an integer). */
export const startsAtSql = (day: string, minute: string, timeZone: string) =>
  `((${day}::date + make_interval(mins => ${minute}::int)) AT TIME ZONE ${timeZone}::text)`;

/** The range a team is taken for: start − set-up (its arrival) to start + duration + buffer (packed up and gone). */
export const allocationRangeSql = (startsAt: string, durationMinutes: string, setup: string, buffer: string) =>
  `tstzrange(${startsAt} - make_interval(mins => ${setup}::int),
             ${startsAt} + make_interval(mins => ${durationMinutes}::int + ${buffer}::int))`;

/** Rows (day, minute, team) for every free pairing, in day, minute and team order. */
export function freeTeamsQuery(
  search: SlotSearch,
  settings: AvailabilitySettings,
  timeZone: string,
): [string, unknown[]] {
  const sql = `
    WITH slot AS (
      SELECT d.day, m.minute, ${startsAtSql('d.day', 'm.minute', '$4')} AS starts_at
      FROM generate_series(0, $2::date - $1::date) AS g(i)
      CROSS JOIN LATERAL (SELECT $1::date + g.i AS day) AS d
      CROSS JOIN unnest($3::int[]) AS m(minute)
      WHERE NOT EXISTS (SELECT 1 FROM blackout_days b WHERE d.day BETWEEN b.first_day AND b.last_day)
    ), wanted AS (
      SELECT day, minute, ${allocationRangeSql('starts_at', '$5', '$6', '$7')} AS during
      FROM slot
      WHERE starts_at >= now() + make_interval(hours => $8::int)
    )
    SELECT to_char(w.day, 'YYYY-MM-DD') AS day, w.minute, t.id AS team_id
    FROM wanted w
    JOIN teams t ON t.active AND ($9::int IS NULL OR t.id = $9::int)
    WHERE EXISTS (
        SELECT 1 FROM team_working_windows ww
        WHERE ww.team_id = t.id AND ww.weekday = extract(dow FROM w.day)
          AND ww.start_minute <= w.minute AND w.minute + $5::int <= ww.end_minute)
      AND NOT EXISTS (
        SELECT 1 FROM team_time_off o
        WHERE o.team_id = t.id AND tstzrange(o.starts_at, o.ends_at) && w.during)
      AND NOT EXISTS (
        SELECT 1 FROM allocations a WHERE a.active AND a.team_id = t.id AND a.during && w.during)
    ORDER BY w.day, w.minute, t.id`;
  return [
    sql,
    [
      search.from,
      search.to,
      search.startMinutes,
      timeZone,
      search.durationMinutes,
      settings.setupMinutes,
      settings.bufferMinutes,
      settings.minimumNoticeHours,
      search.teamId ?? null,
    ],
  ];
}
