import { Injectable, Logger } from '@nestjs/common';
import { DataSource, Not } from 'typeorm';
import { BookingSearch } from '@app/bookings';
import { CatalogService } from '@app/catalog';
import { eventTypeLabel, firstNameAndInitial, reviewRole, type ReviewRating, type Testimonial } from '@app/contracts';
import { KeptRead } from '@app/database';
import { ReviewEntity } from './entities/review.entity';

/** The published reviews, newest decision first, and the rating of all approved ones: one kept read. */
interface Published {
  real: Testimonial[];
  rating: ReviewRating;
}

/**
 * The site's testimonials (docs/product/reviews.md#testimonials): the approved reviews with words whose parents
 * consented, in the catalogue's Testimonial shape, newest decision first; the seeded samples stand in only while no
 * review is approved, so a real rating never shows beside a sample. The rating counts approved reviews only, never a
 * sample. Both are read on every public page, so they are kept (KeptRead): an approval here (ReviewModeration) is
 * seen on the next request, another replica's within KEPT_READ_MS.
 */
@Injectable()
export class Testimonials {
  private readonly logger = new Logger(Testimonials.name);
  private readonly kept = new KeptRead<Published>(
    () => this.read(),
    (err) => this.logger.warn(`testimonials read failed (${String(err)}); serving the kept ones`),
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingSearch,
    private readonly catalog: CatalogService,
  ) {}

  /** A review was decided in this process: read again on the next request. */
  invalidate(): void {
    this.kept.invalidate();
  }

  async list(query: { featured?: boolean }): Promise<Testimonial[]> {
    const { real, rating } = await this.kept.current();
    // The home page asks for the featured ones; while the admin has featured none, the newest real ones stand in.
    const featured = real.filter((t) => t.featured);
    const shown =
      query.featured === undefined
        ? real
        : query.featured
          ? featured.length > 0
            ? featured
            : real
          : real.filter((t) => !t.featured);
    // The samples are the site's words, not parents': they go as soon as one review counts in the rating.
    if (rating.count > 0) return shown;
    return this.catalog.sampleTestimonials(query);
  }

  async rating(): Promise<ReviewRating> {
    return (await this.kept.current()).rating;
  }

  private async read(): Promise<Published> {
    const published = await this.dataSource
      .getRepository(ReviewEntity)
      .find({ where: { status: 'approved', publish: true, text: Not('') }, order: { decidedAt: 'DESC', id: 'DESC' } });
    const bookings = await this.bookings.byIds(published.map((r) => r.bookingId));
    const real = published.flatMap((r): Testimonial[] => {
      const b = bookings.get(r.bookingId);
      return b
        ? [
            {
              id: r.id,
              ...firstNameAndInitial(b.parentName),
              role: reviewRole(b.eventType),
              rating: r.rating,
              review: r.text,
              eventType: eventTypeLabel(b.eventType),
              featured: r.featured,
            },
          ]
        : [];
    });
    return { real, rating: await this.readRating() };
  }

  private async readRating(): Promise<ReviewRating> {
    const [row]: { average: string | null; count: number }[] = await this.dataSource.query(
      `SELECT round(avg(rating), 1)::text AS average, count(*)::int AS count FROM reviews WHERE status = 'approved'`,
    );
    return { average: row.average === null ? null : Number(row.average), count: row.count };
  }
}
