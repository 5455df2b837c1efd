import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailService } from '@app/mail';
import { EventPayloads, OnEvent } from '@app/queue';
import { SettingsService } from '@app/settings';
import { bookingChangedEmail } from './booking-changed-email';
import { gameNamesOf } from './booking-game-names';
import { BookingLinks } from './booking-link';
import { BookingEntity } from './entities/booking.entity';

/**
 * E-mails the parent the new price when an admin changed their booking (booking.changed). Once per change: the event's
 * job completes once (processed_events) and MailService sends once per job. The booking is read at sending, so two
 * quick changes each tell the latest price; a booking cancelled meanwhile is not told.
 */
@Injectable()
export class BookingChangedNotifier {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly links: BookingLinks,
    private readonly settings: SettingsService,
  ) {}

  @OnEvent({ event: 'booking.changed', handler: 'bookings.email-changed', queue: 'email' })
  async send({ bookingId }: EventPayloads['booking.changed']): Promise<void> {
    const booking = await this.dataSource.getRepository(BookingEntity).findOneBy({ id: bookingId });
    if (!booking || booking.status === 'cancelled') return;
    const business = await this.settings.current();
    const mail = bookingChangedEmail(booking, {
      gameNames: await gameNamesOf(this.dataSource, bookingId),
      business,
      pageUrl: this.links.url(booking.id),
    });
    await this.mail.send({ to: booking.parentEmail, replyTo: business.email, ...mail });
  }
}
