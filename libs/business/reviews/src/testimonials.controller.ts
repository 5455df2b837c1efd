import { Controller, Get, Query } from '@nestjs/common';
import { FeaturedQueryDto } from '@app/catalog';
import type { ReviewRating, Testimonial } from '@app/contracts';
import { Testimonials } from './testimonials.service';

/**
 * The site's testimonials and rating (docs/product/reviews.md#testimonials). Not kept by browsers: an approval shows
 * on the next visit.
 */
@Controller('testimonials')
export class TestimonialsController {
  constructor(private readonly testimonials: Testimonials) {}

  @Get()
  list(@Query() query: FeaturedQueryDto): Promise<Testimonial[]> {
    return this.testimonials.list(query);
  }

  /** "4.9 from 37 parents": the approved reviews' average and count. */
  @Get('rating')
  rating(): Promise<ReviewRating> {
    return this.testimonials.rating();
  }
}
