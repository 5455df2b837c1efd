import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { BookingSearch } from '@app/bookings';
import { addDays, eventStart, todayIn } from '@app/contracts';
import { Clock } from '@app/platform';
import { JobQueue, OnJob } from '@app/queue';
import { SettingsService } from '@app/settings';
import { ThankYouMailer } from './thank-you-mailer';

/** The business's clock time from which a day's parties nobody marked done are thanked. */
const THANK_YOU_HOUR = '20:00';

/**
 * Hourly, so 8 PM falls on a run in any time zone of whole hours, and a change of the business's zone needs no new
 * schedule: each run works out on the business's clock which day it thanks.
 */
const EVENING_THANK_YOUS_SCHEDULE = { id: 'reviews.evening-thank-yous', pattern: '0 * * * *' } as const;

/**
 * The evening's thank-yous (docs/product/reviews.md#the-thank-you): from 8 PM on the business's clock, the parents of
 * that day's parties still confirmed (nobody marked them done; cancelled ones never) are thanked. Before 8 PM a run
 * thanks the day before's, so a worker that was down at 8 PM catches up the next hour it runs. ThankYouMailer's claim
 * makes each thank-you once, whoever sends it first.
 */
@Injectable()
export class EveningThankYous implements OnApplicationBootstrap {
  private readonly logger = new Logger('ThankYous');

  constructor(
    private readonly jobs: JobQueue,
    private readonly bookings: BookingSearch,
    private readonly mailer: ThankYouMailer,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {}

  /** One schedule across every replica (JobQueue.schedule), as the reminders'. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule('reviews.evening-thank-yous', EVENING_THANK_YOUS_SCHEDULE, {});
  }

  @OnJob({ name: 'reviews.evening-thank-yous', queue: 'housekeeping', attempts: 3 })
  async run(): Promise<string[]> {
    return this.thankAt(this.clock.now());
  }

  /** The bookings thanked at `now` (or found thanked already): the job's return value. */
  async thankAt(now: Date): Promise<string[]> {
    const day = partyDayToThank(now, this.settings.snapshot().timeZone);
    const unmarked = (await this.bookings.upcoming(day, day)).filter((b) => b.status === 'confirmed');
    for (const booking of unmarked) await this.mailer.send(booking.id);
    if (unmarked.length) this.logger.log({ day, parties: unmarked.length }, 'thank-yous sent');
    return unmarked.map((b) => b.id);
  }
}

/** The day whose parties are thanked at `now`: today from THANK_YOU_HOUR on the business's clock, else yesterday. */
export function partyDayToThank(now: Date, timeZone: string): string {
  const today = todayIn(timeZone, now);
  return now >= eventStart(today, THANK_YOU_HOUR, timeZone) ? today : addDays(today, -1);
}
