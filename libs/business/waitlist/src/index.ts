export * from './waitlist.exception';
export * from './waitlist.module';
export { WaitlistOffers } from './waitlist-offers';
