import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An anonymous browser's random token in an HttpOnly cookie: what lets a visitor without an account own what they
 * made (a custom game submission, a booking). Holding the cookie is the capability, so it is a random UUID that
 * scripts never see.
 */
const TOKEN_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The token in one cookie, as @fastify/cookie parsed it; a value that is not a UUID is treated as absent. */
export function readBrowserToken(req: Pick<FastifyRequest, 'cookies'>, cookie: string): string | null {
  const value = req.cookies[cookie]?.trim();
  return value && TOKEN_PATTERN.test(value) ? value.toLowerCase() : null;
}

export const newBrowserToken = () => randomUUID();

/** HttpOnly so scripts never see it, SameSite=Lax like the session cookie, Secure in production. */
const cookieOptions = (secure: boolean) =>
  // @fastify/cookie takes maxAge in seconds.
  ({ httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: ONE_YEAR_S }) as const;

export function setBrowserTokenCookie(reply: FastifyReply, cookie: string, token: string, secure: boolean): void {
  reply.setCookie(cookie, token, cookieOptions(secure));
}

/**
 * The Set-Cookie value setBrowserTokenCookie sends, for an answer recorded before it is sent (an Idempotency-Key's
 * record in the handler's transaction, KeyInTransaction): the same serialiser, so a replay sets the same cookie.
 */
export function browserTokenSetCookie(reply: FastifyReply, cookie: string, token: string, secure: boolean): string {
  return reply.server.serializeCookie(cookie, token, cookieOptions(secure));
}
