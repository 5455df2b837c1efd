import type { DataSource } from 'typeorm';
import { DEFAULT_WORKING_WINDOW, WEEKDAYS } from '@app/contracts';
import type { Seeder } from '@app/database';

export const SEED_TEAM_NAMES = ['Team 1', 'Team 2'];

/**
 * Two teams working every day 9:00 AM-8:00 PM, once: only while no team exists at all, so teams an admin renamed,
 * deactivated or deleted are never brought back by a restart. The table lock makes two starts at once seed once.
 */
export const teamsSeeder: Seeder = {
  name: 'teams',
  run: (dataSource: DataSource) =>
    dataSource.transaction(async (manager) => {
      await manager.query(`LOCK TABLE teams IN SHARE ROW EXCLUSIVE MODE`);
      const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM teams`);
      if (count > 0) return;
      const teams: { id: number }[] = await manager.query(
        `INSERT INTO teams (name) SELECT unnest($1::text[]) RETURNING id`,
        [SEED_TEAM_NAMES],
      );
      await manager.query(
        `INSERT INTO team_working_windows (team_id, weekday, start_minute, end_minute)
         SELECT t.id, d.weekday, $3, $4 FROM unnest($1::int[]) AS t(id) CROSS JOIN unnest($2::int[]) AS d(weekday)`,
        [teams.map((t) => t.id), WEEKDAYS, DEFAULT_WORKING_WINDOW.startMinute, DEFAULT_WORKING_WINDOW.endMinute],
      );
    }),
};
