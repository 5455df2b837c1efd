export * from './all-exceptions.filter';
export * from './coded.exception';
export * from './error-body';
export * from './error-response';
export * from './logger';
export * from './platform.exception';
export * from './validation.pipe';
export * from './serial-id.pipe';
