export * from './business-days.rules';
export * from './error-codes.contract';
export * from './idempotency.contract';
