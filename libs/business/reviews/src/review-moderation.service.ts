import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingSearch } from '@app/bookings';
import {
  eventTypeLabel,
  REVIEW_MESSAGES,
  type AdminReview,
  type ReviewChangedDetails,
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

  /**
   * The decision on the version of the review the admin read. The row is locked while it is compared and written, so a
   * parent's edit at the same moment either lands first (and this answers REVIEW_CHANGED with the new text) or waits
   * and then finds the review decided (REVIEW_DECIDED): an unread text is never the one published.
   */
  async decide(id: number, change: ReviewModerationRequest): Promise<AdminReview> {
    const review = await this.dataSource.transaction(async (manager) => {
      const found = await manager.findOne(ReviewEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw new ReviewsException('REVIEW_NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
      if (found.version !== change.version) {
        const [now] = await this.withBookings([found]);
        throw new ReviewsException('REVIEW_CHANGED', REVIEW_MESSAGES.changed, {
          details: { review: now } satisfies ReviewChangedDetails,
        });
      }
      if (change.status) {
        found.status = change.status;
        found.decidedAt = new Date();
        found.rejectionReason = change.status === 'rejected' ? (change.reason ?? null) : null;
      }
      // Only an approved review is shown at all, so only one may be featured.
      if (change.featured !== undefined) found.featured = change.featured;
      if (found.status !== 'approved') found.featured = false;
      return manager.save(found);
    });
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
          version: r.version,
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
