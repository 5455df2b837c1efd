import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule, SignInHooks } from '@app/accounts';
import { AvailabilityModule } from '@app/availability';
import { WaitlistModule } from '@app/waitlist';
import { CatalogModule, CustomGameEntity, GameEntity } from '@app/catalog';
import { MailModule } from '@app/mail';
import { Clock } from '@app/platform';
import { OutboxModule, QueueWorkerModule } from '@app/queue';
import { BookingHistory } from './booking-history';
import { BookingCalendar } from './booking-calendar';
import { BookingCancelledNotifier } from './booking-cancelled-notifier';
import { BookingLifecycle } from './booking-lifecycle';
import { BookingLinks } from './booking-link';
import { readBookingOwnerToken } from './booking-caller';
import { BookingNotifier } from './booking-notifier';
import { BookingChangedNotifier } from './booking-changed-notifier';
import { BookingChanges } from './booking-changes';
import { BookingPromos } from './booking-promos';
import { BookingGames } from './booking-games';
import { BookingReadsController } from './booking-reads.controller';
import { BookingReschedules } from './booking-reschedules';
import { BookingPersonalData } from './booking-personal-data';
import { BookingSearch } from './booking-search';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { CancellationRequestNotifier } from './cancellation-request-notifier';
import { BookingRefunds } from './booking-refunds';
import { CancellationRequests } from './cancellation-requests';
import { CreateBookingService } from './create-booking.service';
import { UnpaidHoldLimits } from './unpaid-hold-limits';
import { ManagedBookings } from './managed-bookings';
import { HoldExpiry } from './hold-expiry';
import { TeamNeededNotifier } from './team-needed-notifier';
import { BOOKINGS_ENTITIES } from './entities';

/** The owner of a booking's state (BookingLifecycle), for the modules that move bookings: payments in the api and
 * the worker; with the Clock its change policy reads and the booking's signed link (BookingLinks). It writes through the caller's transaction, with the global AuditService and OutboxService, and asks
 * availability (which never imports bookings) for the booking's team as its state moves. */
@Module({
  imports: [AvailabilityModule],
  providers: [BookingLifecycle, UnpaidHoldLimits, CancellationRequests, Clock, BookingLinks],
  exports: [BookingLifecycle, CancellationRequests, AvailabilityModule, Clock, BookingLinks],
})
export class BookingLifecycleModule {}

/**
 * Reads of bookings' rows for the areas that span domains (libs/office/admin's table, detail, statistics and exports),
 * and a parent's own data (libs/office/privacy: the download and the erasure).
 */
@Module({
  // A booking's games point at the catalogue's tables.
  imports: [TypeOrmModule.forFeature([...BOOKINGS_ENTITIES, GameEntity, CustomGameEntity])],
  providers: [BookingSearch, BookingPersonalData],
  exports: [BookingSearch, BookingPersonalData],
})
export class BookingSearchModule {}

/**
 * The api side: POST /api/bookings, GET /api/bookings/:id, its reschedule, and the user's list; for the admin area
 * (libs/office/admin), the reads behind its statistics, table and exports (BookingSearch). A booking's refunds it only reads
 * (BookingRefunds); its cancellation is libs/business/booking-money's. Other modules (promo, payments) load a booking through
 * BookingsService.findAccessible with the caller from @BookingCaller().
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(BOOKINGS_ENTITIES),
    AccountsModule,
    CatalogModule,
    BookingLifecycleModule,
    BookingSearchModule,
    WaitlistModule,
  ],
  controllers: [BookingsController, BookingReadsController],
  providers: [
    BookingsService,
    BookingHistory,
    CreateBookingService,
    BookingCalendar,
    ManagedBookings,
    BookingRefunds,
    BookingReschedules,
    BookingGames,
    BookingChanges,
    BookingPromos,
  ],
  exports: [
    BookingsService,
    BookingHistory,
    BookingLifecycleModule,
    BookingSearchModule,
    BookingCalendar,
    ManagedBookings,
    BookingRefunds,
    BookingReschedules,
    BookingChanges,
    BookingPromos,
  ],
})
export class BookingsModule implements OnModuleInit {
  constructor(
    private readonly hooks: SignInHooks,
    private readonly bookings: BookingsService,
  ) {}

  /** A browser that signs in or registers takes its anonymous bookings into the account (accounts never import us). */
  onModuleInit(): void {
    this.hooks.register(async (user, req) => {
      const token = readBookingOwnerToken(req);
      if (token) await this.bookings.attachToAccount(token, user.id);
    });
  }
}

/**
 * The worker side: e-mails the parent when a booking arrives or is cancelled (and both sides of a late cancellation
 * request), releases unpaid holds when their time passes and tells the business when a paid booking needs a team. A
 * booking's games point at the catalogue's tables.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([...BOOKINGS_ENTITIES, GameEntity, CustomGameEntity]),
    MailModule,
    // Availability, and the booking's signed link for the e-mails; the lifecycle in it records events.
    OutboxModule,
    BookingLifecycleModule,
    // For JobQueue (the hold's delayed release); the worker imports it already, so this is the same instance.
    QueueWorkerModule,
  ],
  providers: [
    BookingNotifier,
    BookingChangedNotifier,
    BookingCancelledNotifier,
    CancellationRequestNotifier,
    HoldExpiry,
    TeamNeededNotifier,
  ],
})
export class BookingsWorkerModule {}
