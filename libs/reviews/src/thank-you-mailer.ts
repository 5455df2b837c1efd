import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { BookingLinks, BookingSearch } from '@app/bookings';
import { MailService } from '@app/mail';
import { EventPayloads, OnEvent } from '@app/queue';
import { SettingsService } from '@app/settings';
import { ThankYouEntity } from './entities/thank-you.entity';
import { ReviewLinks } from './review-links';
import { thankYouEmail } from './thank-you-email';

/**
 * Sends a booking's thank-you (docs/product/reviews.md#the-thank-you), once ever: the party marked done
 * (booking.completed) or the evening's scan claims the booking's row in thank_yous (INSERT ... ON CONFLICT DO
 * NOTHING: whoever comes second finds it), and `sent_at` is checked before sending and set right after, so a retry of
 * either sends nothing twice. Never for a cancelled booking.
 */
@Injectable()
export class ThankYouMailer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingSearch,
    private readonly bookingLinks: BookingLinks,
    private readonly reviewLinks: ReviewLinks,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
  ) {}

  @OnEvent({ event: 'booking.completed', handler: 'reviews.thank-you', queue: 'email' })
  async onCompleted({ bookingId }: EventPayloads['booking.completed']): Promise<void> {
    await this.send(bookingId);
  }

  /** Claims the booking's thank-you and sends it unless it went out already. */
  async send(bookingId: string): Promise<void> {
    const booking = await this.bookings.find(bookingId);
    if (!booking || booking.status === 'cancelled') return;
    const thankYous = this.dataSource.getRepository(ThankYouEntity);
    await thankYous.createQueryBuilder().insert().values({ bookingId }).orIgnore().execute();
    if ((await thankYous.findOneByOrFail({ bookingId })).sentAt) return;
    const business = await this.settings.current();
    const mail = thankYouEmail(
      booking,
      {
        bookingPage: this.bookingLinks.url(booking.id),
        review: this.reviewLinks.url(booking.id),
        google: business.googleReviewUrl,
      },
      business,
    );
    await this.mail.send({ to: booking.parentEmail, replyTo: business.email, ...mail });
    await thankYous.update({ bookingId, sentAt: IsNull() }, { sentAt: new Date() });
  }
}
