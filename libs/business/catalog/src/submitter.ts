import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newBrowserToken, readBrowserToken, setBrowserTokenCookie } from '@app/http';

/** Who submitted a custom game: the signed-in user, else the browser's anonymous submitter token. */
export interface SubmitterIdentity {
  userId: string | null;
  token: string | null;
}

export const SUBMITTER_COOKIE = 'cp_submitter';

/** Accounts set req.user once a session exists; until then (or when signed out) it is undefined. */
export function submitterOf(req: Pick<FastifyRequest, 'user' | 'cookies'>): SubmitterIdentity {
  const id = req.user?.id;
  return {
    userId: typeof id === 'string' || typeof id === 'number' ? String(id) : null,
    token: readBrowserToken(req, SUBMITTER_COOKIE),
  };
}

export const Submitter = createParamDecorator((_: unknown, ctx: ExecutionContext) =>
  submitterOf(ctx.switchToHttp().getRequest<FastifyRequest>()),
);

export const newSubmitterToken = newBrowserToken;

export const setSubmitterCookie = (reply: FastifyReply, token: string, secure: boolean): void =>
  setBrowserTokenCookie(reply, SUBMITTER_COOKIE, token, secure);
