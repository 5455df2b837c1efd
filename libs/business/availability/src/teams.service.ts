import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import {
  CALENDAR_MESSAGES as M,
  DEFAULT_WORKING_WINDOW,
  businessTodaySql,
  eventStartSql,
  WEEKDAYS,
  type AdminTeam,
  type BlackoutDay,
  type DayRangeRequest,
  type TeamTimeOff,
  type UpdateTeamRequest,
  type WorkingWindow,
} from '@app/contracts';
import { OutboxService } from '@app/queue';
import { SettingsService } from '@app/settings';
import { availabilityChanged } from './availability-answers';
import { daysFrom, daysOf, type ChangedRange } from './availability-scope';
import { AvailabilityException } from './availability.exception';
import { toAllocation, type Allocation, type AllocationRow } from './availability.service';

const ALLOCATION_COLUMNS =
  'id, team_id, booking_id, kind, lower(during) AS starts_at, upper(during) AS ends_at, hold_expires_at';
/** A time off's instants as availabilityChanged reads them. */
const TIME_OFF_RANGE = 'starts_at AS "startsAt", ends_at AS "endsAt"';

/** Every weekday (0 = Sunday): a team activated frees time on any day. */
const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** Whole business days, both included. */
interface DayRange {
  firstDay: string;
  lastDay: string;
}
const UNIQUE_VIOLATION = '23505';
const TEAM_NAME_KEY = 'teams_name_key';

/** Every weekday 9:00 AM-8:00 PM (DEFAULT_WORKING_WINDOW) for each new team. */
export async function insertDefaultWindows(manager: EntityManager, teamIds: number[]): Promise<void> {
  await manager.query(
    `INSERT INTO team_working_windows (team_id, weekday, start_minute, end_minute)
     SELECT t.id, d.weekday, $3, $4 FROM unnest($1::int[]) AS t(id) CROSS JOIN unnest($2::int[]) AS d(weekday)`,
    [teamIds, WEEKDAYS, DEFAULT_WORKING_WINDOW.startMinute, DEFAULT_WORKING_WINDOW.endMinute],
  );
  // The teams are new (inserted in the same transaction): they add availability on every day.
  await availabilityChanged(manager, 'every day');
}

const isNameTaken = (err: unknown) =>
  err instanceof QueryFailedError &&
  (err.driverError as { code?: string; constraint?: string }).code === UNIQUE_VIOLATION &&
  (err.driverError as { constraint?: string }).constraint === TEAM_NAME_KEY;

/**
 * The admin's side of availability: teams, their weekly windows and time off, blackout days, and the allocations of a
 * range of days for the calendar. Time off and blackout days are whole business days (both included): time off is
 * stored as the instants from the first day's midnight to the midnight after the last day in BUSINESS_TIME_ZONE, so it
 * blocks a team's arrival and buffer too, as the claim rule reads it.
 */
@Injectable()
export class TeamsService {
  constructor(
    private readonly settings: SettingsService,
    private readonly outbox: OutboxService,
    private readonly dataSource: DataSource,
  ) {}

  /** Every team in id order, with its windows and its time off that has not ended yet. */
  async list(): Promise<AdminTeam[]> {
    const manager = this.dataSource.manager;
    const teams: { id: number; name: string; active: boolean }[] = await manager.query(
      `SELECT id, name, active FROM teams ORDER BY id`,
    );
    const windows: (WorkingWindow & { team_id: number })[] = await manager.query(
      `SELECT team_id, weekday, start_minute AS "startMinute", end_minute AS "endMinute"
       FROM team_working_windows ORDER BY team_id, weekday, start_minute`,
    );
    const timeOff: (TeamTimeOff & { team_id: number })[] = await manager.query(
      `SELECT id, team_id, reason, to_char((starts_at AT TIME ZONE $1)::date, 'YYYY-MM-DD') AS "firstDay",
              to_char(((ends_at AT TIME ZONE $1) - interval '1 microsecond')::date, 'YYYY-MM-DD') AS "lastDay"
       FROM team_time_off WHERE ends_at > now() ORDER BY starts_at, id`,
      [this.timeZone],
    );
    return teams.map((team) => ({
      ...team,
      windows: windows.filter((w) => w.team_id === team.id).map(({ team_id: _, ...w }) => w),
      timeOff: timeOff.filter((t) => t.team_id === team.id).map(({ team_id: _, ...t }) => t),
    }));
  }

  /**
   * Each team's name by id, read in the caller's transaction: a transaction that holds a booking's lock must not ask
   * the pool for a second connection, which the requests queued behind that lock may all be holding.
   */
  async names(manager: EntityManager): Promise<Map<number, string>> {
    const rows: { id: number; name: string }[] = await manager.query(`SELECT id, name FROM teams`);
    return new Map(rows.map((t) => [t.id, t.name]));
  }

  /** A new active team working the default hours. */
  async create(name: string): Promise<AdminTeam> {
    const id = await this.dataSource
      .transaction(async (manager) => {
        const [team]: { id: number }[] = await manager.query(`INSERT INTO teams (name) VALUES ($1) RETURNING id`, [
          name,
        ]);
        await insertDefaultWindows(manager, [team.id]);
        return team.id;
      })
      .catch(refuseTakenName);
    return this.one(id);
  }

  /**
   * Renames and/or (de)activates. An inactive team gets no new bookings but keeps the ones it has; it cannot be
   * deactivated while it has paid or confirmed (firm) bookings to come: they are moved to another team first. Holds
   * are left to lapse or be paid (a payment keeps the team it holds).
   */
  async update(id: number, change: UpdateTeamRequest): Promise<AdminTeam> {
    await this.dataSource
      .transaction(async (manager) => {
        await this.lockTeam(manager, id);
        if (change.active === false) {
          const [{ count }] = await manager.query(
            `SELECT count(*)::int AS count FROM allocations
             WHERE team_id = $1 AND active AND kind = 'firm' AND upper(during) > now()`,
            [id],
          );
          if (count > 0) throw new AvailabilityException('TEAM_HAS_BOOKINGS', M.teamHasBookings(count));
        }
        await manager.query(`UPDATE teams SET name = coalesce($2, name), active = coalesce($3, active) WHERE id = $1`, [
          id,
          change.name ?? null,
          change.active ?? null,
        ]);
        // A team (de)activated changes every day; a name alone changes none, yet is rare enough to forget them all.
        await availabilityChanged(manager, 'every day');
        if (change.active) await this.outbox.record(manager, 'availability.freed', { weekdays: ALL_WEEKDAYS });
      })
      .catch(refuseTakenName);
    return this.one(id);
  }

  /** The team's whole weekly set of windows, replaced at once. */
  async replaceWindows(id: number, windows: WorkingWindow[]): Promise<AdminTeam> {
    await this.dataSource.transaction(async (manager) => {
      await this.lockTeam(manager, id);
      const [before]: [WorkingWindow[]] = await manager.query(
        `DELETE FROM team_working_windows WHERE team_id = $1
         RETURNING weekday, start_minute AS "startMinute", end_minute AS "endMinute"`,
        [id],
      );
      await manager.query(
        `INSERT INTO team_working_windows (team_id, weekday, start_minute, end_minute)
         SELECT $1, w.weekday, w.start_minute, w.end_minute
         FROM unnest($2::int[], $3::int[], $4::int[]) AS w(weekday, start_minute, end_minute)`,
        [id, windows.map((w) => w.weekday), windows.map((w) => w.startMinute), windows.map((w) => w.endMinute)],
      );
      // Only the weekdays whose windows changed: the answers of the others stay true.
      const weekdays = weekdaysChanged(before, windows);
      await availabilityChanged(manager, { weekdays });
      // Longer hours free time the waiting list can offer (shorter ones offer nothing: its offers find no free time).
      if (weekdays.length) await this.outbox.record(manager, 'availability.freed', { weekdays });
    });
    return this.one(id);
  }

  /** Time off for whole business days; bookings the team already has are left for the admin to move. */
  async addTimeOff(id: number, range: DayRangeRequest): Promise<AdminTeam> {
    await this.dataSource.transaction(async (manager) => {
      await this.lockTeam(manager, id);
      const added: ChangedRange[] = await manager.query(
        `INSERT INTO team_time_off (team_id, starts_at, ends_at, reason)
         VALUES ($1, ${eventStartSql('$2', '0', '$4')}, ${eventStartSql('$3', '0', '$4')} + interval '1 day', $5)
         RETURNING ${TIME_OFF_RANGE}`,
        [id, range.firstDay, range.lastDay, this.timeZone, range.reason],
      );
      await availabilityChanged(manager, { ranges: added });
    });
    return this.one(id);
  }

  async removeTimeOff(teamId: number, timeOffId: number): Promise<AdminTeam> {
    await this.dataSource.transaction(async (manager) => {
      const [removed]: [ChangedRange[]] = await manager.query(
        `DELETE FROM team_time_off WHERE id = $1 AND team_id = $2
         RETURNING ${TIME_OFF_RANGE}, to_char((starts_at AT TIME ZONE $3)::date, 'YYYY-MM-DD') AS "firstDay",
           to_char(((ends_at - interval '1 day') AT TIME ZONE $3)::date, 'YYYY-MM-DD') AS "lastDay"`,
        [timeOffId, teamId, this.timeZone],
      );
      if (!removed.length) throw new AvailabilityException('TIME_OFF_NOT_FOUND', M.timeOffNotFound);
      await availabilityChanged(manager, { ranges: removed });
      const { firstDay, lastDay } = removed[0] as ChangedRange & DayRange;
      await this.outbox.record(manager, 'availability.freed', { days: daysFrom(firstDay, lastDay) });
    });
    return this.one(teamId);
  }

  /** Blackout days that have not ended yet, in date order. */
  blackoutDays(from?: string, to?: string): Promise<BlackoutDay[]> {
    return this.dataSource.query(
      `SELECT id, reason, to_char(first_day, 'YYYY-MM-DD') AS "firstDay", to_char(last_day, 'YYYY-MM-DD') AS "lastDay"
       FROM blackout_days
       WHERE last_day >= coalesce($1::date, ${businessTodaySql('$3')}) AND ($2::date IS NULL OR first_day <= $2)
       ORDER BY first_day, id`,
      [from ?? null, to ?? null, this.timeZone],
    );
  }

  async addBlackoutDays(range: DayRangeRequest): Promise<BlackoutDay> {
    const [row]: BlackoutDay[] = await this.dataSource.query(
      `INSERT INTO blackout_days (first_day, last_day, reason) VALUES ($1, $2, $3)
       RETURNING id, reason, to_char(first_day, 'YYYY-MM-DD') AS "firstDay", to_char(last_day, 'YYYY-MM-DD') AS "lastDay"`,
      [range.firstDay, range.lastDay, range.reason],
    );
    await availabilityChanged(this.dataSource.manager, daysOf(row.firstDay, row.lastDay));
    return row;
  }

  async removeBlackoutDays(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [removed]: [BlackoutDay[]] = await manager.query(
        `DELETE FROM blackout_days WHERE id = $1
         RETURNING to_char(first_day, 'YYYY-MM-DD') AS "firstDay", to_char(last_day, 'YYYY-MM-DD') AS "lastDay"`,
        [id],
      );
      if (!removed.length) throw new AvailabilityException('BLACKOUT_DAY_NOT_FOUND', M.blackoutNotFound);
      const days = daysFrom(removed[0].firstDay, removed[0].lastDay);
      await availabilityChanged(manager, { days });
      await this.outbox.record(manager, 'availability.freed', { days });
    });
  }

  /**
   * The bookings' active allocations whose team time (arrival to buffer's end) meets the business days from `from` to
   * `to` (a wizard's reservation is no booking to show).
   */
  async allocationsBetween(from: string, to: string): Promise<Allocation[]> {
    const rows: AllocationRow[] = await this.dataSource.query(
      `SELECT ${ALLOCATION_COLUMNS}
       FROM allocations
       WHERE active AND kind IN ('hold', 'firm')
         AND during && tstzrange(${eventStartSql('$1', '0', '$3')}, ${eventStartSql('$2', '0', '$3')} + interval '1 day')
       ORDER BY lower(during), team_id`,
      [from, to, this.timeZone],
    );
    return rows.map(toAllocation);
  }

  /**
   * The bookings of the first active allocations whose team time starts after the business day `after`, earliest
   * first (the Calendar's "Next booking"; `limit` leaves room for an allocation whose booking was deleted).
   */
  async bookingsAllocatedAfter(after: string, limit: number): Promise<string[]> {
    const rows: { booking_id: string }[] = await this.dataSource.query(
      `SELECT booking_id FROM allocations
       WHERE active AND kind IN ('hold', 'firm') AND lower(during) >= ${eventStartSql('$1', '1440', '$2')}
       ORDER BY lower(during), team_id LIMIT $3`,
      [after, this.timeZone, limit],
    );
    return rows.map((r) => r.booking_id);
  }

  private async one(id: number): Promise<AdminTeam> {
    const team = (await this.list()).find((t) => t.id === id);
    if (!team) throw new AvailabilityException('TEAM_NOT_FOUND', M.teamNotFound);
    return team;
  }

  /** The team's row locked for the transaction (changes to one team serialise), or TEAM_NOT_FOUND. */
  private async lockTeam(manager: EntityManager, id: number): Promise<void> {
    const rows: unknown[] = await manager.query(`SELECT id FROM teams WHERE id = $1 FOR UPDATE`, [id]);
    if (rows.length === 0) throw new AvailabilityException('TEAM_NOT_FOUND', M.teamNotFound);
  }

  private get timeZone(): string {
    return this.settings.snapshot().timeZone;
  }
}

/** The weekdays whose set of windows differs between `before` and `after`. */
function weekdaysChanged(before: WorkingWindow[], after: WorkingWindow[]): number[] {
  const onWeekday = (windows: WorkingWindow[], weekday: number) =>
    windows
      .filter((w) => w.weekday === weekday)
      .map((w) => `${w.startMinute}-${w.endMinute}`)
      .sort()
      .join();
  return WEEKDAYS.filter((weekday) => onWeekday(before, weekday) !== onWeekday(after, weekday));
}

function refuseTakenName(err: unknown): never {
  if (isNameTaken(err)) throw new AvailabilityException('TEAM_NAME_TAKEN', M.teamNameTaken);
  throw err;
}
