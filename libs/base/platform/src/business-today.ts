/**
 * The business's calendar day now (yyyy-MM-dd), on the clock of the time zone an admin set: the validation pipe's day
 * bounds read it. Provided by libs/business/settings (a domain above this lib), injected where a pipe is built below it
 * (accounts' login guard) or passed in by the app (configureHttp's DomainHttp).
 */
export type BusinessToday = () => string;
export const BUSINESS_TODAY = Symbol('BUSINESS_TODAY');
