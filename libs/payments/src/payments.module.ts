import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsModule } from '@app/bookings';
import { APP_CONFIG, AppConfig } from '@app/config';
import { PromoModule, PromoRedemptionsService } from '@app/promo';
import { OutboxModule } from '@app/queue';
import { AbandonedOrders } from './abandoned-orders';
import { PaymentEntity } from './entities/payment.entity';
import { FreeBookingService } from './free-booking.service';
import { PaymentLedger } from './payment-ledger';
import { PaymentCompletionController, PayPalController } from './payments.controller';
import { PayPalCheckoutService } from './paypal-checkout.service';
import { PayPalClient } from './paypal-client';

const payPalClient = {
  provide: PayPalClient,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => new PayPalClient(config.paypal),
};

/** The PayPalClient configured from PAYPAL_* (one per process: it holds the cached token). */
@Module({ providers: [payPalClient], exports: [PayPalClient] })
export class PayPalClientModule {}

/** The api side of payments: /paypal/setup, orders and captures, completion and the free path (SPEC §7). */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentEntity]), PayPalClientModule, BookingsModule, PromoModule],
  controllers: [PayPalController, PaymentCompletionController],
  providers: [PayPalCheckoutService, FreeBookingService, PaymentLedger],
  exports: [PayPalClientModule],
})
export class PaymentsModule {}

/** The worker side: abandoned PayPal orders give their promo use back (or land, if PayPal captured them after all). */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentEntity]), PayPalClientModule, OutboxModule],
  providers: [AbandonedOrders, PaymentLedger, PromoRedemptionsService],
})
export class PaymentsWorkerModule {}
