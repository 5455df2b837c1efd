import type { DataSource } from 'typeorm';
import { SEED_TEAM_NAMES } from '@app/availability';
import { DEFAULT_WORKING_WINDOW, WEEKDAYS } from '@app/contracts';
import { unique } from './test-env';

export interface TestWindow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** Every day 9:00 AM-8:00 PM, as a new team works. */
export const everyDayWindows = (): TestWindow[] => WEEKDAYS.map((weekday) => ({ weekday, ...DEFAULT_WORKING_WINDOW }));

/**
 * Makes these the only active teams (each with its windows, default every day 9:00 AM-8:00 PM) and removes every
 * blackout day, so a test decides the whole capacity. Returns the new teams' ids. Call restoreSeedTeams() after.
 */
export async function useOnlyTeams(dataSource: DataSource, windows: TestWindow[][]): Promise<number[]> {
  await dataSource.query(`UPDATE teams SET active = false WHERE active`);
  await dataSource.query(`DELETE FROM blackout_days`);
  const ids: number[] = [];
  for (const teamWindows of windows) {
    const [{ id }] = await dataSource.query(`INSERT INTO teams (name) VALUES ($1) RETURNING id`, [unique('team')]);
    for (const w of teamWindows) {
      await dataSource.query(
        `INSERT INTO team_working_windows (team_id, weekday, start_minute, end_minute) VALUES ($1, $2, $3, $4)`,
        [id, w.weekday, w.startMinute, w.endMinute],
      );
    }
    ids.push(id);
  }
  return ids;
}

/** Back to the seeded teams alone, and no blackout days, for the suites that run after. */
export async function restoreSeedTeams(dataSource: DataSource): Promise<void> {
  await dataSource.query(`UPDATE teams SET active = (name = ANY($1))`, [SEED_TEAM_NAMES]);
  await dataSource.query(`DELETE FROM blackout_days`);
}
