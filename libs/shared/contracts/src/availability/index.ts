export * from './availability-query.dto';
export * from './availability.contract';
export * from './calendar.contract';
export * from './calendar.dto';
export * from './date-check.contract';
export * from './reservation.contract';
export * from './reserve-time.dto';
