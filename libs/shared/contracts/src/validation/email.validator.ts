/**
 * One e-mail check for the SPA and the API: something@domain.tld without spaces. Deliberately simple: the real
 * proof of an address is a delivered mail.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL_PATTERN.test(value);
