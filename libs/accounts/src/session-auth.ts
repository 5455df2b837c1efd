import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '@app/config';
import type { User } from '@app/contracts';
import { AccountsService } from './accounts.service';
import { SessionPrincipal } from './request-user';
import { SignInHooks } from './sign-in-hooks';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';

/** Signing a session in and out, and finding who a session belongs to. */
@Injectable()
export class SessionAuth {
  constructor(
    private readonly accounts: AccountsService,
    private readonly hooks: SignInHooks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Regenerates the session first (the old row is deleted and a new id issued), so an id planted or known before
   * sign-in is worthless afterwards (no session fixation). Then the other modules' SignInHooks run (e.g. bookings
   * attaches this browser's anonymous bookings to the account).
   */
  async signIn(req: FastifyRequest, user: User): Promise<void> {
    await req.session.regenerate();
    const principal: SessionPrincipal = { id: user.id, signedInAt: Date.now() };
    req.session.set('user', principal);
    req.user = user;
    await this.hooks.run(user, req);
  }

  /** Deletes the session row (not just its user), then tells the browser to drop the cookie. */
  async signOut(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (req.session) await req.session.destroy();
    req.user = undefined;
    const { maxAge: _maxAge, ...options } = sessionCookieOptions(this.config);
    reply.clearCookie(sessionCookieName(this.config), options);
  }

  /**
   * The account a session signs in, reloaded on every request so a role change or a deleted account takes effect
   * at once. Past the absolute lifetime the session no longer signs anyone in, however active it has been (the
   * idle limit is the rolling cookie and the row's expiry).
   */
  async userOf(principal: SessionPrincipal | undefined): Promise<User | undefined> {
    const maxAgeMs = this.config.session.absoluteHours * 3_600_000;
    if (!principal?.id || !(Date.now() - principal.signedInAt < maxAgeMs)) return undefined;
    return (await this.accounts.findById(principal.id)) ?? undefined;
  }
}
