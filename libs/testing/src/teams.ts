import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AVAILABILITY_GENERATION_KEY, SEED_TEAM_NAMES, shiftDay } from '@app/availability';
import { redisOptions } from '@app/queue';
import { DEFAULT_WORKING_WINDOW, todayIn, WEEKDAYS } from '@app/contracts';
import type { TestApp } from './test-app';
import { unique } from './test-env';

export interface TestWindow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** The weekday (0 = Sunday) of a yyyy-MM-dd day, as a team's working window names it. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The business's calendar day `days` from its today (yyyy-MM-dd): a suite books on days of its own, ahead. */
export const businessDayIn = (t: Pick<TestApp, 'config'>, days: number) =>
  shiftDay(todayIn(t.config.business.timeZone), days);

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
  await forgetAvailabilityAnswers();
  return ids;
}

/** Back to the seeded teams alone, and no blackout days, for the suites that run after. */
export async function restoreSeedTeams(dataSource: DataSource): Promise<void> {
  await dataSource.query(`UPDATE teams SET active = (name = ANY($1))`, [SEED_TEAM_NAMES]);
  await dataSource.query(`DELETE FROM blackout_days`);
  await forgetAvailabilityAnswers();
}

/**
 * Every process on the suite's Redis forgets the availability answers it keeps (AvailabilityAnswers): call it after
 * SQL that writes allocations, teams, their windows or time off, or blackout days behind the services' backs, which
 * mark their own writes.
 */
export async function forgetAvailabilityAnswers(redisUrl = process.env.REDIS_URL): Promise<void> {
  if (!redisUrl) throw new Error('REDIS_URL is not set: run the integration tests with `npm test`.');
  const redis = new Redis(redisOptions(redisUrl, { maxRetriesPerRequest: 1 }));
  try {
    await redis.set(AVAILABILITY_GENERATION_KEY, randomUUID());
  } finally {
    redis.disconnect();
  }
}
