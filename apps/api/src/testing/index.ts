export * from './accounts';
export * from './test-app';
export * from './test-env';
export * from './smtp-capture';
