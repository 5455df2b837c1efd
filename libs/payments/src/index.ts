export * from './payments.module';
export * from './paypal-client';
export * from './paypal-error';
export * from './paypal-order';
export * from './paypal-types';
export * from './entities';
export * from './booking-payments';
export * from './refund-requests';
