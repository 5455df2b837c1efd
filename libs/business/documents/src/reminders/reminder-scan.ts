import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { businessDaySql } from '@app/contracts';
import { JobQueue, OnJob } from '@app/queue';
import { PartyWaivers } from '@app/party';
import { RosterReads, type SizedParty } from '@app/roster';
import { SettingsService } from '@app/settings';
import type { ReminderKind } from '../entities/booking-reminder.entity';
import {
  LONGEST_LEAD_HOURS,
  REMINDER_KINDS,
  REMINDER_SCHEDULE,
  type ReminderBooking,
  reminderDue,
  reminderJobId,
} from './reminder-rules';

interface Candidate extends ReminderBooking, SizedParty {
  id: string;
  childName: string;
  /** The kinds already e-mailed. */
  sent: ReminderKind[];
}

export interface DueReminder {
  bookingId: string;
  kind: ReminderKind;
}

/**
 * Finds the bookings due a reminder and queues one e-mail job per reminder, once across every worker replica.
 *
 * Why plain jobs and not outbox events: a reminder is no state change of a request, it is found by a schedule in the
 * worker, which adds plain jobs (as documents.email does). Once-only comes from three records: the claim row in
 * booking_reminders (INSERT ... ON CONFLICT DO NOTHING: one per booking and kind, whoever scans), the job id
 * `reminders.email@<kind>@<booking>` (BullMQ holds one job per id, so two scans queue one job), and `sent_at`, which
 * the e-mail job checks before sending and sets right after. Every scan queues again each due reminder not yet sent:
 * a crash between claim and queue loses nothing, and a job that failed all its attempts (SMTP down) or found the
 * booking not due when it ran is run again, until the e-mail went out or the event started.
 */
@Injectable()
export class ReminderScan implements OnApplicationBootstrap {
  private readonly logger = new Logger('Reminders');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly settings: SettingsService,
    private readonly rosters: RosterReads,
    private readonly waivers: PartyWaivers,
  ) {}

  /** One schedule across every replica (JobQueue.schedule), as housekeeping's. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule('reminders.scan', REMINDER_SCHEDULE, {});
  }

  @OnJob({ name: 'reminders.scan', queue: 'housekeeping', attempts: 3 })
  async scan(): Promise<DueReminder[]> {
    const due = await this.dueReminders(new Date());
    if (!due.length) return due;
    await this.dataSource.query(
      `INSERT INTO booking_reminders (booking_id, kind)
       SELECT * FROM unnest($1::uuid[], $2::text[]) ON CONFLICT DO NOTHING`,
      [due.map((r) => r.bookingId), due.map((r) => r.kind)],
    );
    for (const reminder of due) await this.queueEmail(reminder);
    this.logger.log({ due: due.length }, 'reminders queued');
    return due;
  }

  /** The reminders due now and not sent yet: the bookings of the days the leads cover, judged by reminderDue(). */
  private async dueReminders(now: Date): Promise<DueReminder[]> {
    const timeZone = this.settings.snapshot().timeZone;
    const candidates: Candidate[] = await this.dataSource.query(
      `SELECT b.id, b.status, b.balance_due_cents AS "balanceDueCents", b.event_date::text AS "eventDate",
              b.event_time AS "eventTime", b.guest_count AS "guestCount", b.child_name AS "childName",
              json_build_object('customShirts', b.add_ons_custom_shirts) AS "addOns",
              coalesce(array_agg(r.kind) FILTER (WHERE r.sent_at IS NOT NULL), '{}') AS sent
       FROM bookings b
       LEFT JOIN booking_reminders r ON r.booking_id = b.id
       WHERE b.event_date BETWEEN ${businessDaySql('$1::timestamptz', '$2')}
                              AND ${businessDaySql('$1::timestamptz + $3::interval', '$2')}
       GROUP BY b.id`,
      [now, timeZone, `${LONGEST_LEAD_HOURS} hours`],
    );
    const [missing, unsigned] = await Promise.all([
      this.rosters.shirtSizesMissing(candidates, now),
      this.waivers.missingOf(candidates.filter((b) => !b.sent.includes('waivers-48h'))),
    ]);
    for (const booking of candidates) {
      booking.shirtSizesMissing = missing.get(booking.id);
      booking.waiversMissing = unsigned.get(booking.id)?.length;
    }
    return candidates.flatMap((booking) =>
      REMINDER_KINDS.filter((kind) => !booking.sent.includes(kind) && reminderDue(kind, booking, timeZone, now)).map(
        (kind) => ({ bookingId: booking.id, kind }),
      ),
    );
  }

  /** Adds the reminder's job, or runs its finished job again (it is not sent: the query said so). */
  private async queueEmail({ bookingId, kind }: DueReminder): Promise<void> {
    const job = await this.jobs.add('reminders.email', { bookingId, kind }, { jobId: reminderJobId(kind, bookingId) });
    const state = await job.getState();
    if (state !== 'failed' && state !== 'completed') return;
    // A concurrent scan may have moved it on first; the e-mail job checks sent_at, so running twice sends once.
    await job.retry(state, { resetAttemptsMade: true, resetAttemptsStarted: true }).catch(() => undefined);
  }
}
