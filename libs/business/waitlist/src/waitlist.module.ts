import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityModule } from '@app/availability';
import { MailModule } from '@app/mail';
import { OutboxModule, QueueWorkerModule } from '@app/queue';
import { WAITLIST_ENTITIES } from './entities';
import { WaitlistAdminController } from './waitlist-admin.controller';
import { WaitlistController } from './waitlist.controller';
import { WaitlistJoin } from './waitlist-join';
import { WaitlistLinks } from './waitlist-links';
import { WaitlistOffers } from './waitlist-offers';
import { WaitlistOffice } from './waitlist-office';
import { WaitlistPassedDays } from './waitlist-passed-days';
import { WaitlistWorker } from './waitlist-worker';

/**
 * The waiting list's chain of offers (docs/product/waitlist.md), for the api and the worker: bookings import it to
 * take an offer and leave the list in a booking's transaction.
 */
@Module({
  imports: [TypeOrmModule.forFeature(WAITLIST_ENTITIES), AvailabilityModule, OutboxModule],
  providers: [WaitlistLinks, WaitlistOffers],
  exports: [WaitlistLinks, WaitlistOffers, AvailabilityModule],
})
export class WaitlistModule {}

/** The api's routes: joining, the e-mails' links (their abuse limit needs the api's RateLimitModule), the office's. */
@Module({
  imports: [WaitlistModule],
  controllers: [WaitlistController, WaitlistAdminController],
  providers: [WaitlistJoin, WaitlistOffice],
})
export class WaitlistApiModule {}

/** The worker's side: freed time offered, the e-mails, each offer's end, and the families whose days passed. */
@Module({
  // QueueWorkerModule for JobQueue (each offer's end); the worker imports it already, so this is the same instance.
  imports: [WaitlistModule, MailModule, QueueWorkerModule],
  providers: [WaitlistWorker, WaitlistPassedDays],
})
export class WaitlistWorkerModule {}
