export * from './metrics';
export * from './metrics.module';
export * from './metrics-server';
export * from './scrape-access';
