export * from './test-app';
export * from './test-env';
