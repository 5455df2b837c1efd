import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule, HostAccountsModule } from '@app/accounts';
import { AvailabilityModule } from '@app/availability';
import { BookingMoneyModule } from '@app/booking-money';
import { BookingSearchModule, BookingsModule } from '@app/bookings';
import { PartyModule, PartyWaiversModule } from '@app/party';
import { PaymentsModule } from '@app/payments';
import { OutboxModule } from '@app/queue';
import { RateLimitModule } from '@app/rate-limit';
import { RosterModule, RosterWorkerModule } from '@app/roster';
import { DocumentsModule, DocumentsWorkerModule } from '@app/documents';
import { MailModule } from '@app/mail';
import { SettingsModule } from '@app/settings';
import { AdminBackupsController } from './admin-backups.controller';
import { AdminBookingActionsController } from './admin-booking-actions.controller';
import { AdminBookingActionsService } from './admin-booking-actions.service';
import { AdminBookingNotesService } from './admin-booking-notes.service';
import { AdminConfirmationResendService } from './admin-confirmation-resend.service';
import { AdminBookingsController } from './admin-bookings.controller';
import { AdminBookingsService } from './admin-bookings.service';
import { AdminCalendarController } from './admin-calendar.controller';
import { AdminCalendarService } from './admin-calendar.service';
import { AdminExportsController } from './admin-exports.controller';
import { AdminExportsService } from './admin-exports.service';
import { AdminStatsService } from './admin-stats.service';
import { ADMIN_ENTITIES } from './entities';
import { ExportWriter } from './export-writer';
import { ShirtOrdersController } from './shirt-orders.controller';
import { ShirtOrders } from './shirt-orders.service';
import { TeamMoveMailer } from './team-move-mailer';

/**
 * The admin room's bookings (docs/product/pages.md#routes /admin): statistics, the backups' status, the table and a
 * booking's detail, CSV exports, a booking's payments and history, confirm and cancel with a refund; the Calendar: the
 * teams' bookings and allocations, blackout days, moving a booking (the teams themselves are availability's). What
 * spans domains (ADR 0004): each use case calls the domain that owns the data (libs/business/bookings reads and moves
 * bookings, libs/business/payments records money and asks PayPal, libs/business/booking-money cancels with a refund);
 * admin owns the shaping (the table, the detail, the CSV) and its own tables (exports).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(ADMIN_ENTITIES),
    AccountsModule,
    BookingsModule,
    PaymentsModule,
    BookingMoneyModule,
    AvailabilityModule,
    OutboxModule,
    RateLimitModule,
    RosterModule,
    PartyModule,
    PartyWaiversModule,
    DocumentsModule,
  ],
  controllers: [
    AdminBackupsController,
    AdminBookingsController,
    AdminExportsController,
    AdminBookingActionsController,
    AdminCalendarController,
    ShirtOrdersController,
  ],
  providers: [
    AdminBookingActionsService,
    AdminBookingNotesService,
    AdminBookingsService,
    AdminConfirmationResendService,
    AdminExportsService,
    AdminCalendarService,
    AdminStatsService,
    ShirtOrders,
  ],
})
export class AdminModule {}

/**
 * The worker side: writes the exports admins ask for (queue exports): the bookings' CSV from bookings' BookingSearch,
 * the shirt order's PDF with the roster's sizes and documents' renderer; e-mails the hosts of both teams when a party
 * moves to another team.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(ADMIN_ENTITIES),
    BookingSearchModule,
    RosterWorkerModule,
    DocumentsWorkerModule,
    HostAccountsModule,
    AvailabilityModule,
    MailModule,
    SettingsModule,
  ],
  providers: [ExportWriter, ShirtOrders, TeamMoveMailer],
})
export class AdminWorkerModule {}
