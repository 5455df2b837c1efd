import type { User as PublicUser } from '@app/contracts';
import type {} from '@fastify/passport';

/** What the session row holds: the account id and when the user signed in (for the absolute lifetime). */
export interface SessionPrincipal {
  id: string;
  signedInAt: number;
}

/** The session key @fastify/passport keeps the principal under. */
export const SESSION_USER_KEY = 'user';

declare module 'fastify' {
  /**
   * request.user: the signed-in user (public shape, docs/product/api.md#entities), loaded fresh for each request that
   * carries a session.
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface PassportUser extends PublicUser {}
  interface Session {
    user?: SessionPrincipal;
  }
}
