import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { User } from '@app/contracts';

/** Work another module does when a browser signs in, e.g. attaching what that browser made anonymously. */
export type SignInHook = (user: User, req: FastifyRequest) => Promise<void>;

/**
 * Signing a browser in (login or registration), and the registry that keeps accounts free of the modules reacting
 * to it: bookings registers its hook at start-up, every registered hook runs once the session is set.
 */
@Injectable()
export class SignInHooks {
  private readonly hooks: SignInHook[] = [];

  register(hook: SignInHook): void {
    this.hooks.push(hook);
  }

  /**
   * A browser that came without a session gets one first (useSessions loads none for it); @fastify/passport's logIn
   * then regenerates it (the old row is deleted and a new id issued), so an id planted or known before sign-in is
   * worthless afterwards (no session fixation); then the hooks run.
   */
  async signIn(req: FastifyRequest, user: User): Promise<void> {
    await req.startSession();
    await req.logIn(user);
    for (const hook of this.hooks) await hook(user, req);
  }
}
