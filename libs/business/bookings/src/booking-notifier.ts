import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { AvailabilityService } from '@app/availability';
import { MailService } from '@app/mail';
import { Clock } from '@app/platform';
import { EventPayloads, OnEvent } from '@app/queue';
import { gameNamesOf } from './booking-game-names';
import { SettingsService } from '@app/settings';
import { BookingLinks } from './booking-link';
import { bookingReceivedEmail } from './booking-received-email';
import { cancellationOfferAt, depositPlanAt, policySettings } from './change-policy';
import { BookingEntity } from './entities/booking.entity';

/** Tells the parent their booking arrived: the summary, what happens next, how to pay. */
@Injectable()
export class BookingNotifier {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly availability: AvailabilityService,
    private readonly links: BookingLinks,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
  ) {}

  /** Idempotent for its e-mail: `notified_at` is checked before sending and set right after, outside any transaction. */
  @OnEvent({ event: 'booking.created', handler: 'booking.email-parent', queue: 'email' })
  async notify({ bookingId }: EventPayloads['booking.created']): Promise<void> {
    const bookings = this.dataSource.getRepository(BookingEntity);
    const booking = await bookings.findOneBy({ id: bookingId });
    if (!booking || booking.notifiedAt) return;
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
