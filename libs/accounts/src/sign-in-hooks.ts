import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { User } from '@app/contracts';

/** Work another module does when a browser signs in, e.g. attaching what that browser made anonymously. */
export type SignInHook = (user: User, req: FastifyRequest) => Promise<void>;

/**
 * The registry that keeps accounts free of the modules reacting to a sign-in (login or registration): bookings
 * registers its hook at start-up, accounts runs every registered hook after the session is set.
 */
@Injectable()
export class SignInHooks {
  private readonly hooks: SignInHook[] = [];

  register(hook: SignInHook): void {
    this.hooks.push(hook);
  }

  async run(user: User, req: FastifyRequest): Promise<void> {
    for (const hook of this.hooks) await hook(user, req);
  }
}
