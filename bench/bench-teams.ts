import { Client } from 'pg';
import { DEFAULT_WORKING_WINDOW, WEEKDAYS } from '@app/contracts';

/** Adds `count` active teams named `<name> 1..count`, working every day 9:00 AM-8:00 PM; answers their ids. */
export async function addTeams(databaseUrl: string, name: string, count: number): Promise<number[]> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number }>(
      `WITH team AS (
         INSERT INTO teams (name) SELECT $1 || ' ' || n FROM generate_series(1, $2::int) AS n RETURNING id
       ), windows AS (
         INSERT INTO team_working_windows (team_id, weekday, start_minute, end_minute)
         SELECT team.id, weekday, $4, $5 FROM team, unnest($3::int[]) AS weekday
       )
       SELECT id FROM team ORDER BY id`,
      [name, count, WEEKDAYS, DEFAULT_WORKING_WINDOW.startMinute, DEFAULT_WORKING_WINDOW.endMinute],
    );
    return rows.map((r) => r.id);
  } finally {
    await db.end();
  }
}
