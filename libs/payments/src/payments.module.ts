import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingLifecycleModule, BookingsModule } from '@app/bookings';
import { APP_CONFIG, AppConfig } from '@app/config';
import { PromoModule, PromoRedemptionsService } from '@app/promo';
import { MailModule } from '@app/mail';
import { OutboxModule } from '@app/queue';
import { AbandonedOrders } from './abandoned-orders';
import { ApprovedOrders } from './approved-orders';
import { BookingPaymentsReader } from './booking-payments';
import { PaymentEntity, PaymentRefundEntity, PayPalWebhookEventEntity, RefundRequestEntity } from './entities';
import { FreeBookingService } from './free-booking.service';
import { LostCaptures } from './lost-captures';
import { PaymentCapture } from './payment-capture';
import { PaymentFigures } from './payment-figures';
import { PaymentLedger } from './payment-ledger';
import { PaymentCompletionController, PayPalController, PayPalWebhookController } from './payments.controller';
import { PayPalCheckoutService } from './paypal-checkout.service';
import { PayPalClient } from './paypal-client';
import { PayPalWebhooksService } from './paypal-webhooks.service';
import { RefundNotifier } from './refund-notifier';
import { RefundRequests } from './refund-requests';
import { BookingCancellations } from './booking-cancellations';
import { BookingCancelController } from './booking-cancel.controller';

const PAYMENT_ENTITIES = [PaymentEntity, PaymentRefundEntity, PayPalWebhookEventEntity, RefundRequestEntity];

const payPalClient = {
  provide: PayPalClient,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => new PayPalClient(config.paypal),
};

/** The PayPalClient configured from PAYPAL_* (one per process: it holds the cached token). */
@Module({ providers: [payPalClient], exports: [PayPalClient] })
export class PayPalClientModule {}

/**
 * The api side of payments: /paypal/setup, orders and captures, completion and the free path (SPEC §7), and
 * PayPal's webhook; for the admin area (libs/admin), refunds through PayPal, the reads of a booking's payments and
 * the collected revenue.
 */
@Module({
  imports: [TypeOrmModule.forFeature(PAYMENT_ENTITIES), PayPalClientModule, BookingsModule, PromoModule],
  controllers: [PayPalController, PaymentCompletionController, PayPalWebhookController, BookingCancelController],
  providers: [
    PayPalCheckoutService,
    FreeBookingService,
    PaymentLedger,
    PaymentCapture,
    PayPalWebhooksService,
    RefundRequests,
    BookingPaymentsReader,
    BookingCancellations,
    PaymentFigures,
  ],
  exports: [PayPalClientModule, RefundRequests, BookingPaymentsReader, BookingCancellations, PaymentFigures],
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
