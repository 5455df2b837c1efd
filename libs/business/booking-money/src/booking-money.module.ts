import { Global, Module } from '@nestjs/common';
import { BookingsModule, REFUND_READS } from '@app/bookings';
import { PaymentsModule, RefundRequests } from '@app/payments';
import { AdminRefundResendsController } from './admin-refund-resends.controller';
import { BookingCancellations } from './booking-cancellations';
import { OwnCancellationsController } from './own-cancellations.controller';

/**
 * A booking's cancellation and its refund, orchestrated above both libs: bookings changes the state, payments records
 * the refund and asks PayPal (docs/adr/0030-booking-money-above-bookings-and-payments.md). The parent's cancel route
 * and an admin's "Send refund again" are here; libs/office/admin calls BookingCancellations for its cancel and approval.
 * Global for one reason: it composes payments' RefundRequests as the RefundReads that bookings' pages and offers read
 * (bookings cannot import payments, and a provider reaches a lower module's classes only from a global module).
 */
@Global()
@Module({
  imports: [BookingsModule, PaymentsModule],
  controllers: [OwnCancellationsController, AdminRefundResendsController],
  providers: [BookingCancellations, { provide: REFUND_READS, useExisting: RefundRequests }],
  exports: [BookingCancellations, REFUND_READS],
})
export class BookingMoneyModule {}
