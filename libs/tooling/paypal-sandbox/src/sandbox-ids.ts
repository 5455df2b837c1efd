import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** PayPal-looking ids: 17 upper-case letters and digits (orders, captures, refunds). */
export const paypalId = (length = 17) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** PayPal's timestamps: RFC 3339 in UTC without milliseconds. */
export const paypalTime = (date = new Date()) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** "12.30" ↔ cents, for the amounts PayPal carries as strings with two decimals in USD. */
export const toCents = (value: string) => Math.round(Number(value) * 100);
export const toValue = (cents: number) => (cents / 100).toFixed(2);
