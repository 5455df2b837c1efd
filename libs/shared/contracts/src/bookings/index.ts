export * from './booking-form.contract';
export * from './booking-lists.contract';
export * from './booking.contract';
export * from './change-booking.contract';
export * from './create-booking.dto';
export * from './event-start.rules';
export * from './manage-booking.contract';
export * from './manage-booking.dto';
