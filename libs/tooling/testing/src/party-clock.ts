import { Client } from 'pg';

/** A party's start as the bookings table keeps it: the business's day (yyyy-MM-dd) and time ("HH:mm"). */
export interface PartyStart {
  date: string;
  time: string;
}

/** The business's wall-clock day and "HH:mm" of an instant, as a booking stores its start. */
export function wallClock(timeZone: string, instant: Date): PartyStart {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * An hour ago on the business's clock, `daysBack` days before today; the day's first minute when an hour ago was
 * yesterday. A host finishes a party only from its start (docs/product/hosts.md#finishing) and no route moves a party
 * into the past, so the browser journeys and the host's bench put their party here with movePartyTo. No @app imports:
 * the browser suite loads it by its own alias (apps/web/tsconfig.json).
 */
export function anHourAgo(timeZone: string, daysBack = 0, now = new Date()): PartyStart {
  const today = wallClock(timeZone, now);
  const before = wallClock(timeZone, new Date(now.getTime() - 60 * 60_000));
  const time = before.date === today.date ? before.time : '00:00';
  const [y, m, d] = today.date.split('-').map(Number);
  return { date: new Date(Date.UTC(y, m - 1, d - daysBack)).toISOString().slice(0, 10), time };
}

/**
 * Moves the party, and its team's time, to `start` ("HH:mm" any minute, as the office's moves may leave it) on the
 * database: its own team first, another when a party moved here before holds that team's time (a retried journey's).
 */
export async function movePartyTo(databaseUrl: string, bookingId: string, start: PartyStart): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('BEGIN');
    const { rows: teams } = await db.query<{ id: number }>(
      `SELECT t.id FROM teams t LEFT JOIN allocations a ON a.team_id = t.id AND a.booking_id = $1 AND a.active
       WHERE t.active ORDER BY a.booking_id IS NULL, t.id`,
      [bookingId],
    );
    for (const [i, team] of teams.entries()) {
      await db.query('SAVEPOINT move');
      try {
        await db.query(
          `UPDATE allocations a SET team_id = $4, during = tstzrange(lower(a.during) + s.shift, upper(a.during) + s.shift)
           FROM (SELECT ($2::date + $3::time) - (event_date + event_time::time) AS shift FROM bookings WHERE id = $1) s
           WHERE a.booking_id = $1 AND a.active`,
          [bookingId, start.date, start.time, team.id],
        );
        break;
      } catch (error) {
        if (i === teams.length - 1) throw error;
        await db.query('ROLLBACK TO SAVEPOINT move');
      }
    }
    await db.query('UPDATE bookings SET event_date = $2, event_time = $3 WHERE id = $1', [
      bookingId,
      start.date,
      start.time,
    ]);
    await db.query('COMMIT');
  } finally {
    await db.end();
  }
}
