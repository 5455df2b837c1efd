export * from './day-parts.contract';
export * from './join-waitlist.dto';
export * from './waitlist-office.dto';
export * from './waitlist-office.words';
export * from './waitlist.contract';
export * from './waitlist-page.words';
