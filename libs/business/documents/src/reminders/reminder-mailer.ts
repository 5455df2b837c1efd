import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@app/config';
import { DataSource, IsNull } from 'typeorm';
import { MailService } from '@app/mail';
import { JobPayloads, OnJob } from '@app/queue';
import { PartyWaivers } from '@app/party';
import { RosterReads } from '@app/roster';
import { DocumentContexts } from '../document-contexts';
import { DocumentFactsReader } from '../document-facts.reader';
import { BookingReminderEntity } from '../entities/booking-reminder.entity';
import { balanceReminderEmail, eventReminderEmail, sizesReminderEmail, waiversReminderEmail } from './reminder-emails';
import { reminderDue } from './reminder-rules';

/**
 * E-mails one reminder the scan claimed. Sent once: `sent_at` is checked before and set right after sending, outside
 * any transaction (ProcessedEventsService describes the pattern). A failure is retried with backoff, and a job that
 * ran out of attempts is run again by the next scan while the reminder is still due.
 */
@Injectable()
export class ReminderMailer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly facts: DocumentFactsReader,
    private readonly mail: MailService,
    private readonly contexts: DocumentContexts,
    private readonly rosters: RosterReads,
    private readonly waivers: PartyWaivers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnJob({ name: 'reminders.email', queue: 'email' })
  async send({ bookingId, kind }: JobPayloads['reminders.email']): Promise<'sent' | 'skipped'> {
    const reminders = this.dataSource.getRepository(BookingReminderEntity);
    const claim = await reminders.findOneBy({ bookingId, kind });
    if (!claim || claim.sentAt) return 'skipped';
    const facts = await this.facts.bookingFacts(bookingId);
    const ctx = await this.contexts.now();
    // The booking may have changed since the scan (cancelled, paid, the event begun): the same rule decides again.
    const now = new Date();
    const shirtSizesMissing = (await this.rosters.shirtSizesMissing([facts.booking], now)).get(bookingId);
    const unsigned = (await this.waivers.missingOf([facts.booking])).get(bookingId) ?? [];
    const booking = { ...facts.booking, shirtSizesMissing, waiversMissing: unsigned.length };
    if (!reminderDue(kind, booking, ctx.business.timeZone, now)) return 'skipped';
    const email =
      kind === 'event-48h'
        ? eventReminderEmail(facts, ctx)
        : kind === 'balance-7d'
          ? balanceReminderEmail(facts, ctx)
          : kind === 'waivers-48h'
            ? waiversReminderEmail(facts, ctx, unsigned)
            : sizesReminderEmail(facts, ctx, {
                missing: shirtSizesMissing ?? 0,
                lockHours: this.config.roster.lockHours,
              });
    await this.mail.send({ to: facts.booking.parentEmail, replyTo: ctx.business.email, ...email });
    await reminders.update({ bookingId, kind, sentAt: IsNull() }, { sentAt: new Date() });
    return 'sent';
  }
}
