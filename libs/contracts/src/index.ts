export * from './accounts.contract';
export * from './booking.contract';
export * from './booking-lists.contract';
export * from './catalog.contract';
export * from './contact.contract';
export * from './email';
export * from './site.contract';
export * from './error-codes.contract';
