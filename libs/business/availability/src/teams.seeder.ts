import type { DataSource } from 'typeorm';
import type { Seeder } from '@app/database';
import { insertDefaultWindows } from './teams.service';

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
      await insertDefaultWindows(
        manager,
        teams.map((t) => t.id),
      );
    }),
};
