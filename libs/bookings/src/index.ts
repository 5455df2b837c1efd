export * from './bookings.module';
