export * from './accounts';
export * from './smtp-capture';
export * from './test-env';
export * from './dto-checks';
