export * from './configure-http';
export * from './http-adapter';
export * from './idempotency';
export * from './json-bodies';
export * from './spa';
export * from './browser-token';
export * from './drain-on-close';
export * from './prepared-json';
