import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signature = (purpose: string, id: string, secret: string) =>
  createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

/**
 * A link's token that names a row by its uuid: `<id>.<HMAC-SHA256 of "purpose:id">`. The purpose keeps one kind of
 * link from opening another (an invitation's token never opens an album); the row stores the id in force, so a new id
 * or none stops every old token.
 */
export const signedIdToken = (purpose: string, id: string, secret: string): string =>
  `${id}.${signature(purpose, id, secret)}`;

/** The id a well-signed token for `purpose` names, or null (compared in constant time). */
export function idOfSignedToken(purpose: string, token: string, secret: string): string | null {
  const [id, given, ...rest] = token.split('.');
  if (rest.length || !id || !given || !UUID.test(id)) return null;
  const a = Buffer.from(given);
  const b = Buffer.from(signature(purpose, id, secret));
  return a.length === b.length && timingSafeEqual(a, b) ? id : null;
}
