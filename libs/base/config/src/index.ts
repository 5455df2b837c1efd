export * from './backup-config';
export * from './app-config';
export * from './config-error';
export * from './config.module';
export * from './local-inbox-config';
export * from './media-storage-config';
export * from './paypal-config';
export * from './service-area-config';
