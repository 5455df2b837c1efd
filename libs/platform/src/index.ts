export * from './all-exceptions.filter';
export * from './app.exception';
export * from './error-body';
export * from './logger';
export * from './validation.pipe';
export * from './is-email.validator';
