import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { MailService } from '@app/mail';
import { EventPayloads, OnEvent } from '@app/queue';
import { SettingsService } from '@app/settings';
import { bookingCancelledEmail } from './booking-cancelled-email';
import { BookingLinks } from './booking-link';
import { BookingEntity } from './entities/booking.entity';

/** Tells the parent their booking was cancelled (by an admin, or by them), and why. */
@Injectable()
export class BookingCancelledNotifier {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly links: BookingLinks,
    private readonly settings: SettingsService,
  ) {}

  /** Idempotent for its e-mail: `cancellation_notified_at` is checked before sending and set right after. */
  @OnEvent({ event: 'booking.cancelled', handler: 'booking.email-cancellation', queue: 'email' })
  async notify({ bookingId, reason, owedCents, refund }: EventPayloads['booking.cancelled']): Promise<void> {
    const bookings = this.dataSource.getRepository(BookingEntity);
    const booking = await bookings.findOneBy({ id: bookingId });
    if (!booking || booking.cancellationNotifiedAt) return;
    const business = await this.settings.current();
    const url = this.links.url(booking.id);
    const mail = bookingCancelledEmail(booking, reason, business, url, owedCents, refund);
    await this.mail.send({ to: booking.parentEmail, replyTo: business.email, ...mail });
    await bookings.update({ id: booking.id, cancellationNotifiedAt: IsNull() }, { cancellationNotifiedAt: new Date() });
  }
}
