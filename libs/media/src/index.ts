export * from './media-http';
export * from './media.module';
export * from './photo-storage';
