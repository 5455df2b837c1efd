import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, Not } from 'typeorm';
import { BookingSearch, type BookingEntity } from '@app/bookings';
import {
  eventStart,
  eventTypeLabel,
  REVIEW_MESSAGES,
  type ReviewDraft,
  type ReviewInvitation,
  type ReviewRequest,
} from '@app/contracts';
import { Clock } from '@app/platform';
import { SettingsService } from '@app/settings';
import { ReviewEntity } from './entities/review.entity';
import { ThankYouEntity } from './entities/thank-you.entity';
import { ReviewLinks, reviewLinkEnds } from './review-links';
import { ReviewsException } from './reviews.exception';

const draftOf = (r: ReviewEntity): ReviewDraft => ({
  rating: r.rating,
  text: r.text,
  publish: r.publish,
  status: r.status,
});

/**
 * What the thank-you's review link opens (docs/product/reviews.md#the-review-link): the party it is for and the
 * parent's review, written and edited there until an admin decides. A token we never signed, or one for a cancelled
 * booking, is a 404; one of a party that has not taken place (neither completed nor thanked: a future or unpaid
 * booking's) a 409; one of ours past its days a 410, so the parent learns it expired rather than that it was wrong.
 */
@Injectable()
export class ReviewInvitations {
  constructor(
    private readonly dataSource: DataSource,
    private readonly links: ReviewLinks,
    private readonly bookings: BookingSearch,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {}

  async open(token: string): Promise<ReviewInvitation> {
    const booking = await this.bookingOf(token);
    const review = await this.dataSource.getRepository(ReviewEntity).findOneBy({ bookingId: booking.id });
    return {
      childName: booking.childName,
      eventDate: booking.eventDate,
      eventType: eventTypeLabel(booking.eventType),
      review: review && draftOf(review),
      googleReviewUrl: (await this.settings.current()).googleReviewUrl,
    };
  }

  /**
   * The booking's review, new or edited: one statement, so of two posts at once one inserts and the other edits, and
   * none edits a review an admin decided meanwhile (the update's WHERE refuses it: REVIEW_DECIDED). An edit that
   * changes what the parent wrote is a new version, which an admin's decision on the old one is refused for.
   */
  async write(token: string, review: ReviewRequest): Promise<ReviewDraft> {
    const booking = await this.bookingOf(token);
    const rows: ReviewDraft[] = await this.dataSource.query(
      `INSERT INTO reviews (booking_id, rating, text, publish) VALUES ($1, $2, $3, $4)
       ON CONFLICT (booking_id) DO UPDATE
         SET rating = EXCLUDED.rating, text = EXCLUDED.text, publish = EXCLUDED.publish, updated_at = now(),
             version = reviews.version + CASE
               WHEN (reviews.rating, reviews.text, reviews.publish)
                 IS DISTINCT FROM (EXCLUDED.rating, EXCLUDED.text, EXCLUDED.publish) THEN 1 ELSE 0 END
         WHERE reviews.status = 'pending'
       RETURNING rating, text, publish, status`,
      [booking.id, review.rating, review.text, review.publish],
    );
    if (!rows.length) throw new ReviewsException('REVIEW_DECIDED', REVIEW_MESSAGES.decided);
    return rows[0];
  }

  private async bookingOf(token: string): Promise<BookingEntity> {
    const bookingId = this.links.bookingOf(token);
    const booking = bookingId && (await this.bookings.find(bookingId));
    if (!booking || booking.status === 'cancelled') {
      throw new ReviewsException('REVIEW_LINK_INVALID', REVIEW_MESSAGES.notFound);
    }
    if (booking.status !== 'completed' && !(await this.thanked(booking.id))) {
      throw new ReviewsException('REVIEW_NOT_OPEN', REVIEW_MESSAGES.notOpen);
    }
    const start = eventStart(booking.eventDate, booking.eventTime, this.settings.snapshot().timeZone);
    if (this.clock.now() > reviewLinkEnds(start)) {
      throw new ReviewsException('REVIEW_LINK_EXPIRED', REVIEW_MESSAGES.expired);
    }
    return booking;
  }

  /** Its thank-you went out: the evening's, for a party nobody marked done (still confirmed), counts as taken place. */
  private thanked(bookingId: string): Promise<boolean> {
    return this.dataSource.getRepository(ThankYouEntity).existsBy({ bookingId, sentAt: Not(IsNull()) });
  }
}
