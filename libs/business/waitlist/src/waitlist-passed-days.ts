import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { businessTodaySql } from '@app/contracts';
import { JobQueue, OnJob } from '@app/queue';
import { SettingsService } from '@app/settings';

/**
 * Hourly, so a day that ended on the business's clock is let go within the hour in any time zone, and a change of the
 * zone needs no new schedule.
 */
const WAITLIST_PRUNE_SCHEDULE = { id: 'waitlist.prune', pattern: '23 * * * *' } as const;

/**
 * The families whose day, and second day if any, have all passed leave the list as `passed`
 * (docs/product/waitlist.md#leaving), so the office's lists and the abuse limits' counts hold only families who can
 * still be offered a time. One with an open offer is left to that offer's own end (expiry), which ends both.
 */
@Injectable()
export class WaitlistPassedDays implements OnApplicationBootstrap {
  private readonly logger = new Logger('WaitlistPassedDays');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly settings: SettingsService,
  ) {}

  /** One schedule across every replica (JobQueue.schedule). */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule('waitlist.prune', WAITLIST_PRUNE_SCHEDULE, {});
  }

  /** The entries it took off the list (the job's return value). */
  @OnJob({ name: 'waitlist.prune', queue: 'housekeeping', attempts: 3 })
  async prune(): Promise<string[]> {
    const [rows]: [{ id: string }[], number] = await this.dataSource.query(
      `UPDATE waitlist_entries e SET status = 'passed', ended_at = now()
       WHERE e.status = 'waiting' AND greatest(e.day, coalesce(e.second_day, e.day)) < ${businessTodaySql('$1')}
         AND NOT EXISTS (SELECT 1 FROM waitlist_offers o WHERE o.entry_id = e.id AND o.status = 'open')
       RETURNING e.id`,
      [this.settings.snapshot().timeZone],
    );
    if (rows.length) this.logger.log({ passed: rows.length }, 'families whose days passed left the waiting list');
    return rows.map((row) => row.id);
  }
}
