export * from './waitlist.exception';
export * from './waitlist.module';
export { WaitlistOffers } from './waitlist-offers';
export { WaitlistPassedDays } from './waitlist-passed-days';
