import type { User as PublicUser } from '@app/contracts';

/** What the session row holds: the account id and when the user signed in (for the absolute lifetime). */
export interface SessionPrincipal {
  id: string;
  signedInAt: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (public shape, SPEC §3), loaded fresh for each request that carries a session. */
    user?: PublicUser;
  }
  interface Session {
    user?: SessionPrincipal;
  }
}

export {};
