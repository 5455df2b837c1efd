import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import type { UserDataReview } from '@app/contracts';
import { ReviewEntity } from './entities/review.entity';

/**
 * The reviews' part of a parent's own data (docs/product/privacy.md): each booking's review for the download; and,
 * when the parent deletes the account, its place on the site. A review is shown with the parent's first name and
 * initial, which they consented to (docs/product/reviews.md#testimonials); once the name is gone, so is the consent, so
 * the review leaves the testimonials. It stays in the office's list, under ERASED_PARENT_NAME, and in the rating.
 */
@Injectable()
export class ReviewPersonalData {
  constructor(private readonly dataSource: DataSource) {}

  async of(bookingIds: string[]): Promise<Map<string, UserDataReview>> {
    const reviews = await this.dataSource.manager.findBy(ReviewEntity, { bookingId: In(bookingIds) });
    return new Map(
      reviews.map((r) => [
        r.bookingId,
        {
          rating: r.rating,
          text: r.text,
          publish: r.publish,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
        },
      ]),
    );
  }

  /** In the caller's transaction; doing it twice changes nothing. */
  async erase(manager: EntityManager, bookingIds: string[]): Promise<void> {
    if (!bookingIds.length) return;
    await manager.update(ReviewEntity, { bookingId: In(bookingIds) }, { publish: false, featured: false });
  }
}
