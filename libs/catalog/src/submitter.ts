import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Who submitted a custom game: the signed-in user, else the browser's anonymous submitter token. */
export interface SubmitterIdentity {
  userId: string | null;
  token: string | null;
}

export const SUBMITTER_COOKIE = 'cp_submitter';
const TOKEN_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Reads one cookie without a parser dependency; a value that is not a UUID is treated as absent. */
export function readSubmitterToken(cookieHeader: string | undefined): string | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${SUBMITTER_COOKIE}=([^;]*)`));
  const value = match?.[1]?.trim();
  return value && TOKEN_PATTERN.test(value) ? value.toLowerCase() : null;
}

/** Accounts set req.user once a session exists; until then (or when signed out) it is undefined. */
export function submitterOf(req: FastifyRequest): SubmitterIdentity {
  const id = req.user?.id;
  return {
    userId: typeof id === 'string' || typeof id === 'number' ? String(id) : null,
    token: readSubmitterToken(req.headers.cookie),
  };
}

export const Submitter = createParamDecorator((_: unknown, ctx: ExecutionContext) =>
  submitterOf(ctx.switchToHttp().getRequest<FastifyRequest>()),
);

export const newSubmitterToken = () => randomUUID();

/** HttpOnly so scripts never see it, SameSite=Lax like the session cookie, Secure in production. */
export function setSubmitterCookie(reply: FastifyReply, token: string, secure: boolean): void {
  // @fastify/cookie takes maxAge in seconds.
  reply.setCookie(SUBMITTER_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: ONE_YEAR_S });
}
