import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingLifecycleModule, BookingSearchModule } from '@app/bookings';
import { CatalogModule } from '@app/catalog';
import { MailModule } from '@app/mail';
import { Clock } from '@app/platform';
import { OutboxModule, QueueWorkerModule } from '@app/queue';
import { REVIEWS_ENTITIES } from './entities';
import { EveningThankYous } from './evening-thank-yous';
import { ReviewInvitations } from './review-invitations.service';
import { ReviewLinks } from './review-links';
import { ReviewModeration } from './review-moderation.service';
import { ReviewPersonalData } from './review-personal-data';
import { ReviewsAdminController } from './reviews-admin.controller';
import { ReviewsController } from './reviews.controller';
import { TestimonialsController } from './testimonials.controller';
import { Testimonials } from './testimonials.service';
import { ThankYouMailer } from './thank-you-mailer';

/**
 * The api side (docs/product/reviews.md): the review link's page data and form (/api/reviews/:token), the admins'
 * moderation (/api/admin/reviews) and the site's testimonials (/api/testimonials, with the catalogue's samples).
 */
@Module({
  imports: [TypeOrmModule.forFeature(REVIEWS_ENTITIES), BookingSearchModule, CatalogModule],
  controllers: [ReviewsController, ReviewsAdminController, TestimonialsController],
  providers: [ReviewLinks, ReviewInvitations, ReviewModeration, Testimonials, Clock],
  // The public pages' documents show the testimonials and the rating (apps/api/src/public-pages).
  exports: [Testimonials],
})
export class ReviewsModule {}

/**
 * The worker side: the thank-you when a party is marked done (booking.completed) and the evening's for those nobody
 * marked.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(REVIEWS_ENTITIES),
    MailModule,
    BookingSearchModule,
    // The booking's signed link for the e-mail; the lifecycle in it records events, so it needs the outbox.
    OutboxModule,
    BookingLifecycleModule,
    // For JobQueue (the evening's schedule); the worker imports it already, so this is the same instance.
    QueueWorkerModule,
  ],
  providers: [ReviewLinks, ThankYouMailer, EveningThankYous, Clock],
})
export class ReviewsWorkerModule {}

/** A parent's reviews, for their download and their erasure (libs/office/privacy). */
@Module({
  imports: [TypeOrmModule.forFeature(REVIEWS_ENTITIES)],
  providers: [ReviewPersonalData],
  exports: [ReviewPersonalData],
})
export class ReviewPersonalDataModule {}
