export * from './reviews.module';
