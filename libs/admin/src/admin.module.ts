import { Module } from '@nestjs/common';
import { BookingsModule } from '@app/bookings';
import { PaymentsModule } from '@app/payments';
import { AdminBookingActionsController } from './admin-booking-actions.controller';
import { AdminBookingActionsService } from './admin-booking-actions.service';
import { AdminBookingsController } from './admin-bookings.controller';
import { AdminExportsController } from './admin-exports.controller';

/**
 * The admin room's bookings (SPEC §2 /admin, issues #10 and #26): statistics, the table and a booking's detail,
 * CSV exports, a booking's payments and history, confirm and cancel with a refund. Use cases only: each calls the
 * domain that owns the data (libs/bookings reads and moves bookings, libs/payments records money and asks PayPal).
 */
@Module({
  imports: [BookingsModule, PaymentsModule],
  controllers: [AdminBookingsController, AdminExportsController, AdminBookingActionsController],
  providers: [AdminBookingActionsService],
})
export class AdminModule {}
