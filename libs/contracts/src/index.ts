export * from './booking-lists.contract';
export * from './catalog.contract';
export * from './contact.contract';
export * from './email';
export * from './site.contract';
