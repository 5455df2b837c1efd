export * from './booking-cancellations';
export * from './booking-money.module';
