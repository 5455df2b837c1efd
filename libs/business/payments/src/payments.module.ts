import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingLifecycleModule, BookingsModule } from '@app/bookings';
import { APP_CONFIG, AppConfig } from '@app/config';
import { PromoModule, PromoRedemptionsService } from '@app/promo';
import { MailModule } from '@app/mail';
import { OutboxModule, QueueWorkerModule } from '@app/queue';
import { AbandonedOrders } from './abandoned-orders';
import { AdminPaymentsController } from './admin-payments.controller';
import { ApprovedOrders } from './approved-orders';
import { BookingPaymentsReader } from './booking-payments';
import { PaymentEntity, PaymentRefundEntity, PayPalWebhookEventEntity, RefundRequestEntity } from './entities';
import { FreeBookingService } from './free-booking.service';
import { LostCaptures } from './lost-captures';
import { OfflinePayments } from './offline-payments';
import { PaymentCapture } from './payment-capture';
import { PaymentFigures } from './payment-figures';
import { PaymentPersonalData } from './payment-personal-data';
import { PaymentLedger } from './payment-ledger';
import { PaymentCompletionController, PayPalController, PayPalWebhookController } from './payments.controller';
import { PayPalCheckoutService } from './paypal-checkout.service';
import { PayPalClient } from './paypal-client';
import { PayPalWebhooksService } from './paypal-webhooks.service';
import { RefundNotifier } from './refund-notifier';
import { OverpaymentRefunds } from './overpayment-refunds';
import { RefundRequests } from './refund-requests';
import { RefundRetries } from './refund-retries';

const PAYMENT_ENTITIES = [PaymentEntity, PaymentRefundEntity, PayPalWebhookEventEntity, RefundRequestEntity];

const payPalClient = {
  provide: PayPalClient,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => new PayPalClient(config.paypal),
};

/** The PayPalClient configured from PAYPAL_* (one per process: it holds the cached token). */
@Module({ providers: [payPalClient], exports: [PayPalClient] })
class PayPalClientModule {}

/** A parent's payments, for their download and their erasure (libs/office/privacy). */
@Module({
  imports: [TypeOrmModule.forFeature(PAYMENT_ENTITIES)],
  providers: [PaymentPersonalData],
  exports: [PaymentPersonalData],
})
export class PaymentPersonalDataModule {}

/**
 * The api side of payments: /paypal/setup, orders and captures, completion and the free path
 * (docs/product/api.md#the-api), and PayPal's webhook; a cancellation's refunds through PayPal (RefundRequests, which
 * libs/business/booking-money's cancellation records and sends, and bookings reads); an admin's cash and bank-transfer payments
 * and their reversal; for the admin area (libs/office/admin), the reads of a booking's payments and the collected revenue,
 * and an overpayment's refund.
 */
@Module({
  imports: [TypeOrmModule.forFeature(PAYMENT_ENTITIES), PayPalClientModule, BookingsModule, PromoModule],
  controllers: [PayPalController, PaymentCompletionController, PayPalWebhookController, AdminPaymentsController],
  providers: [
    PayPalCheckoutService,
    FreeBookingService,
    PaymentLedger,
    PaymentCapture,
    PayPalWebhooksService,
    RefundRequests,
    BookingPaymentsReader,
    PaymentFigures,
    OfflinePayments,
    OverpaymentRefunds,
  ],
  exports: [
    PayPalClientModule,
    BookingPaymentsReader,
    PaymentFigures,
    OverpaymentRefunds,
    RefundRequests,
    OfflinePayments,
  ],
})
export class PaymentsModule {}

/**
 * The worker side: abandoned PayPal orders give their promo use back (or land, if PayPal captured them after all),
 * approved orders the browser never captured are captured, a capture whose answer was lost is settled with PayPal,
 * refunds are e-mailed.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(PAYMENT_ENTITIES),
    PayPalClientModule,
    OutboxModule,
    MailModule,
    BookingLifecycleModule,
  ],
  providers: [
    AbandonedOrders,
    ApprovedOrders,
    LostCaptures,
    PaymentCapture,
    PaymentLedger,
    PromoRedemptionsService,
    RefundNotifier,
  ],
})
export class PaymentsWorkerModule {}

/**
 * The worker's retries of a refund PayPal could not be reached for (RefundRetries). A module of its own because it
 * adds delayed jobs (JobQueue, from the worker's QueueWorkerModule), which PaymentsWorkerModule must not bring: the
 * api's test apps load that one for its services, with no worker to run.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(PAYMENT_ENTITIES),
    PayPalClientModule,
    BookingLifecycleModule,
    BookingsModule,
    // For JobQueue; the worker imports it already, so this is the same instance.
    QueueWorkerModule,
  ],
  providers: [PaymentLedger, PromoRedemptionsService, RefundRequests, RefundRetries],
})
export class RefundRetriesWorkerModule {}
