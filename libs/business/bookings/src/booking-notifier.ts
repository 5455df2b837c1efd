import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { AvailabilityService } from '@app/availability';
import { APP_CONFIG, AppConfig } from '@app/config';
import { MailService } from '@app/mail';
import { Clock } from '@app/platform';
import { EventPayloads, JobPayloads, JobQueue, OnEvent, OnJob } from '@app/queue';
import { gameNamesOf } from './booking-game-names';
import { SettingsService } from '@app/settings';
import { BookingLinks } from './booking-link';
import { bookingReceivedEmail } from './booking-received-email';
import { cancellationOfferAt, depositPlanAt, policySettings } from './change-policy';
import { BookingEntity } from './entities/booking.entity';

/**
 * Tells the parent their booking arrived: the summary, what happens next, how to pay. It waits
 * RECEIVED_EMAIL_WAIT_SECONDS first: a parent who pays (or whose booking is confirmed or cancelled) meanwhile is told
 * once, by that e-mail, rather than "pending" beside "confirmed" (docs/product/emails-and-documents.md#parent-e-mails).
 */
@Injectable()
export class BookingNotifier {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly availability: AvailabilityService,
    private readonly links: BookingLinks,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** With no wait it is sent at once, whatever follows: nothing is waited for. */
  @OnEvent({ event: 'booking.created', handler: 'booking.email-parent', queue: 'email' })
  async schedule({ bookingId }: EventPayloads['booking.created']): Promise<void> {
    const delay = this.config.bookingEmails.receivedWaitSeconds * 1000;
    if (!delay) return this.notify(bookingId, false);
    // One job per booking: a second delivery of the event adds nothing.
    await this.jobs.add('bookings.email-received', { bookingId }, { jobId: `received@${bookingId}`, delay });
  }

  @OnJob({ name: 'bookings.email-received', queue: 'email' })
  async afterWait({ bookingId }: JobPayloads['bookings.email-received']): Promise<void> {
    await this.notify(bookingId, true);
  }

  /**
   * `onlyIfPending`: not once it was confirmed or cancelled, whose own e-mail says so. Idempotent for its e-mail:
   * `notified_at` is checked before sending and set right after, outside any transaction.
   */
  private async notify(bookingId: string, onlyIfPending: boolean): Promise<void> {
    const bookings = this.dataSource.getRepository(BookingEntity);
    const booking = await bookings.findOneBy({ id: bookingId });
    if (!booking || booking.notifiedAt || (onlyIfPending && booking.status !== 'pending')) return;
    const business = await this.settings.current();
    const now = this.clock.now();
    const unpaid = booking.status === 'pending' && booking.amountPaidCents === 0 && booking.finalCents > 0;
    const mail = bookingReceivedEmail(booking, {
      gameNames: await gameNamesOf(this.dataSource, bookingId),
      business,
      pageUrl: this.links.url(booking.id),
      holdExpiresAt: (await this.availability.holdExpiries([bookingId])).get(bookingId),
      cancellationOffer: cancellationOfferAt(booking, now, policySettings(business)),
      paymentPlan: unpaid ? depositPlanAt(booking, now, policySettings(business)) : null,
    });
    await this.mail.send({ to: booking.parentEmail, replyTo: business.email, ...mail });
    await bookings.update({ id: booking.id, notifiedAt: IsNull() }, { notifiedAt: new Date() });
  }
}
