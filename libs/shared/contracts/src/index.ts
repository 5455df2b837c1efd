/**
 * The shapes, rules and words the api and the SPA share, one folder a domain (most mirror a lib of libs/business, and
 * admin libs/office/admin): `<domain>/<thing>.contract.ts` for its request and response shapes, lists, rules and
 * messages, `<thing>.dto.ts` for its request DTOs (class-validator rules), `<thing>.rules.ts` for its pure rules, each
 * spec beside its file and an index.ts re-exporting what the domain shares. `platform/` holds what spans the api (error
 * codes, idempotency, the business's calendar day), `validation/` the DTOs' shared checks, decorators and transforms.
 * `words/` holds the sentences built for people (money, clock, history, phone, wait time, the e-mails' sign-off and
 * buttons), one file a subject, so a writer finds them in one place. Import this barrel (`@app/contracts`), not a
 * file inside it (only apps/web/vite.config.mts reads one by path, before any alias exists).
 */
export * from './accounts';
export * from './admin';
export * from './albums';
export * from './availability';
export * from './bookings';
export * from './catalog';
export * from './contact';
export * from './documents';
export * from './hosts';
export * from './media';
export * from './party-day';
export * from './payments';
export * from './platform';
export * from './privacy';
export * from './promo';
export * from './reviews';
export * from './roster';
export * from './settings';
export * from './shirt-orders';
export * from './site';
export * from './validation';
export * from './waitlist';
export * from './waivers';
export * from './words';
