export * from './entities';
export * from './reviews.module';
