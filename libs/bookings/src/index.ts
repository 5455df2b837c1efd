export * from './booking-caller';
export * from './booking.mappers';
export * from './bookings.exception';
export * from './bookings.module';
export * from './bookings.service';
export * from './entities';
export * from './admin-bookings.query';
