export * from './entities';
export * from './waitlist.exception';
export * from './waitlist.module';
export { WaitlistLinks } from './waitlist-links';
export { WaitlistOffers } from './waitlist-offers';
