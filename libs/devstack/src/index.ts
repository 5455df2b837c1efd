export * from './console-log';
export * from './embedded-postgres';
export * from './free-port';
export * from './http-wait';
export * from './node-service';
export * from './redis-server';
export * from './run-command';
export * from './system-packages';
