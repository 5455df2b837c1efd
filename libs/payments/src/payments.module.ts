import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@app/config';
import { PayPalClient } from './paypal-client';

/** Provides the PayPalClient configured from PAYPAL_* (one per process: it holds the cached token). */
@Module({
  providers: [
    { provide: PayPalClient, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new PayPalClient(config.paypal) },
  ],
  exports: [PayPalClient],
})
export class PaymentsModule {}
