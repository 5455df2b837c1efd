export * from './accounts';
export * from './bookings';
export * from './dto-checks';
export * from './smtp-capture';
export * from './test-app';
export * from './test-env';
export * from './test-worker';
