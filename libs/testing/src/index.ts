export * from './accounts';
export * from './booking-body';
export * from './bookings';
export * from './captured-payments';
export * from './dto-checks';
export * from './promo-fixtures';
// The capture lives with the stack that also starts it for the browser suite (apps/devstack test.main).
export { startSmtpCapture, type CapturedMail, type SmtpCapture } from '@app/devstack';
export * from './test-app';
export * from './test-env';
export * from './test-worker';
export * from './paypal-contract';
export * from './paypal-sandbox';
export * from './documents';
export * from './rate-limited';
export * from './teams';
export * from './payments-bed';
export * from './manage-booking';
