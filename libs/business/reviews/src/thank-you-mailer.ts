import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingLinks, BookingSearch } from '@app/bookings';
import { REVIEW_STARS } from '@app/contracts';
import { MailService } from '@app/mail';
import { EventPayloads, OnEvent } from '@app/queue';
import { SettingsService } from '@app/settings';
import { ThankYouEntity } from './entities/thank-you.entity';
import { ReviewLinks } from './review-links';
import { thankYouEmail } from './thank-you-email';

/**
 * Sends a booking's thank-you (docs/product/reviews.md#the-thank-you), once ever: the party marked done
 * (booking.completed) or the evening's scan claims the booking's row in thank_yous (INSERT ... ON CONFLICT DO
 * NOTHING: whoever comes second finds it), and `sent_at`, read under the row's lock, is set in the transaction that
 * sent, so neither a retry nor the other path sends twice. Never for a cancelled booking.
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

  /**
   * Claims the booking's thank-you and sends it unless it went out already. The claimed row stays locked while the
   * e-mail is sent, so the other path running at the same moment waits and then finds it sent; a failed send rolls
   * the claim back for the retry.
   */
  async send(bookingId: string): Promise<void> {
    const booking = await this.bookings.find(bookingId);
    if (!booking || booking.status === 'cancelled') return;
    const business = await this.settings.current();
    await this.dataSource.transaction(async (manager) => {
      await manager.createQueryBuilder().insert().into(ThankYouEntity).values({ bookingId }).orIgnore().execute();
      const claim = await manager.findOneOrFail(ThankYouEntity, {
        where: { bookingId },
        lock: { mode: 'pessimistic_write' },
      });
      if (claim.sentAt) return;
      const mail = thankYouEmail(
        booking,
        {
          bookingPage: this.bookingLinks.url(booking.id),
          review: this.reviewLinks.url(booking.id),
          stars: REVIEW_STARS.map((stars) => this.reviewLinks.url(booking.id, stars)),
          google: business.googleReviewUrl,
        },
        business,
      );
      await this.mail.send({ to: booking.parentEmail, replyTo: business.email, ...mail });
      await manager.update(ThankYouEntity, { bookingId }, { sentAt: new Date() });
    });
  }
}
