export * from './client-address';
export * from './concurrent-limits';
export * from './rate-limit.decorator';
export * from './rate-limit.module';
export * from './rate-limit.store';
export * from './rate-limits';
export * from './route-rate-limits';
export * from './too-many-requests';
