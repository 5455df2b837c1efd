export * from './idempotency.hooks';
export * from './idempotency.store';
export * from './request-hash';
