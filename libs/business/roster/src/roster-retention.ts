import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingSearch } from '@app/bookings';
import { addDays, todayIn } from '@app/contracts';
import { JobQueue, OnJob } from '@app/queue';
import { SettingsService } from '@app/settings';
import { deleteRosters } from './roster-personal-data';

/** When the roster's retention runs: daily at 03:41 (cron), once across every worker replica. */
const ROSTER_PRUNE_SCHEDULE = { id: 'roster.prune', pattern: '41 3 * * *' } as const;

/** Rosters asked about per round, so a large backlog never holds a long statement. */
const BATCH = 1000;

/**
 * Children's data is short-lived: a roster (names, sizes, notes, the invitation link) is deleted Settings'
 * rosterRetentionDays (first run: ROSTER_RETENTION_DAYS) after its event's day, counted on the business's calendar; cancelled parties' too. The booking itself stays (its
 * money and history are the business's records).
 */
@Injectable()
export class RosterRetention implements OnApplicationBootstrap {
  private readonly logger = new Logger('RosterRetention');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly search: BookingSearch,
    private readonly settings: SettingsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule('roster.prune', ROSTER_PRUNE_SCHEDULE, {});
  }

  @OnJob({ name: 'roster.prune', queue: 'housekeeping', attempts: 3 })
  async prune(): Promise<{ rosters: number }> {
    const { timeZone, rosterRetentionDays } = await this.settings.current();
    const before = addDays(todayIn(timeZone), -rosterRetentionDays);
    let deleted = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows: { id: string }[] = await this.dataSource.query(
        `SELECT booking_id AS id FROM rosters WHERE booking_id > $1
         UNION SELECT DISTINCT booking_id FROM roster_children WHERE booking_id > $1
         ORDER BY id LIMIT ${BATCH}`,
        [after],
      );
      if (!rows.length) break;
      after = rows[rows.length - 1].id;
      const past = await this.search.eventsBefore(
        rows.map((r) => r.id),
        before,
      );
      if (past.length) {
        await this.dataSource.transaction((manager) => deleteRosters(manager, past));
        deleted += past.length;
      }
      if (rows.length < BATCH) break;
    }
    this.logger.log({ rosters: deleted }, 'rosters past their retention deleted');
    return { rosters: deleted };
  }
}
