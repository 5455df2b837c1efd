import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingSearch } from '@app/bookings';
import {
  eventTypeLabel,
  REVIEW_MESSAGES,
  type AdminReview,
  type ReviewModerationRequest,
  type ReviewStatus,
} from '@app/contracts';
import { ReviewEntity } from './entities/review.entity';
import { ReviewsException } from './reviews.exception';
import { Testimonials } from './testimonials.service';

/**
 * The admins' side of reviews (docs/product/reviews.md#moderation): every review with the booking it came from, and
 * the decision on it. A rejection keeps its reason; an approved review may be featured on the home page.
 */
@Injectable()
export class ReviewModeration {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingSearch,
    private readonly testimonials: Testimonials,
  ) {}

  /** Newest first; one status, or all. */
  async list(status?: ReviewStatus): Promise<AdminReview[]> {
    const reviews = await this.dataSource
      .getRepository(ReviewEntity)
      .find({ where: status ? { status } : {}, order: { createdAt: 'DESC', id: 'DESC' } });
    return this.withBookings(reviews);
  }

  async decide(id: number, change: ReviewModerationRequest): Promise<AdminReview> {
    const repo = this.dataSource.getRepository(ReviewEntity);
    const review = await repo.findOneBy({ id });
    if (!review) throw new ReviewsException('REVIEW_NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
    if (change.status) {
      review.status = change.status;
      review.decidedAt = new Date();
      review.rejectionReason = change.status === 'rejected' ? (change.reason ?? null) : null;
    }
    // Only an approved review is shown at all, so only one may be featured.
    if (change.featured !== undefined) review.featured = change.featured;
    if (review.status !== 'approved') review.featured = false;
    await repo.save(review);
    // The site shows the decision on its next request, not after the kept testimonials' next read.
    this.testimonials.invalidate();
    const [answer] = await this.withBookings([review]);
    return answer;
  }

  private async withBookings(reviews: ReviewEntity[]): Promise<AdminReview[]> {
    const bookings = await this.bookings.byIds(reviews.map((r) => r.bookingId));
    return reviews.flatMap((r) => {
      const b = bookings.get(r.bookingId);
      if (!b) return [];
      return [
        {
          id: r.id,
          rating: r.rating,
          text: r.text,
          publish: r.publish,
          status: r.status,
          featured: r.featured,
          rejectionReason: r.rejectionReason,
          createdAt: r.createdAt.toISOString(),
          decidedAt: r.decidedAt?.toISOString() ?? null,
          booking: {
            id: b.id,
            parentName: b.parentName,
            childName: b.childName,
            eventDate: b.eventDate,
            eventType: eventTypeLabel(b.eventType),
          },
        },
      ];
    });
  }
}
