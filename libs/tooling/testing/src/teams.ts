import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import {
  AVAILABILITY_GENERATIONS_KEY,
  AvailabilityService,
  EVERY_DAY_FIELD,
  SEED_TEAM_NAMES,
  shiftDay,
} from '@app/availability';
import { durationMinutes } from '@app/pricing';
import { redisOptions } from '@app/queue';
import { DEFAULT_WORKING_WINDOW, todayIn, WEEKDAYS } from '@app/contracts';
import { bookingPayload } from './bookings';
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
    await redis.hset(AVAILABILITY_GENERATIONS_KEY, EVERY_DAY_FIELD, randomUUID());
  } finally {
    redis.disconnect();
  }
}

/**
 * A booking of three games at `date` `time` made through the API, holding `teamId` (`firm` when paid or confirmed).
 * Until booking creation claims a team itself, this claims it; once it does, the claim it made is moved to `teamId`.
 */
export async function bookOnTeam(
  t: TestApp,
  games: number[],
  { teamId, kind, date, time }: { teamId: number; kind: 'hold' | 'firm'; date: string; time: string },
): Promise<string> {
  const { body } = await request(t.server)
    .post('/api/bookings')
    .send(bookingPayload(games.slice(0, 3), { eventDate: date, eventTime: time, childName: unique('Kid') }))
    .expect(201);
  const id = body.id as string;
  await t.dataSource.transaction(async (manager) => {
    const availability = t.app.get(AvailabilityService);
    const held = await availability.holding(manager, id);
    const slot = { eventDate: date, eventTime: time, durationMinutes: durationMinutes(3) };
    if (!held) await availability.claim(manager, { bookingId: id, kind, teamId, ...slot });
    else if (held.teamId !== teamId) await availability.move(manager, id, slot, teamId);
    if (kind === 'firm') await availability.makeFirm(manager, id);
  });
  return id;
}
