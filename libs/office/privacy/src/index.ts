export * from './privacy.module';
