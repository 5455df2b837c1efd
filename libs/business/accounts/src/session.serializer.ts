import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@app/config';
import type { User } from '@app/contracts';
import { AccountsService } from './accounts.service';
import type { SessionPrincipal } from './request-user';

/** What @fastify/passport keeps of a user in the session, and who a session's principal is on each request. */
@Injectable()
export class SessionSerializer {
  constructor(
    private readonly accounts: AccountsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The account id and when the user signed in (for the absolute lifetime). */
  serialize(user: User): SessionPrincipal {
    return { id: user.id, signedInAt: Date.now() };
  }

  /**
   * The account a session signs in, reloaded on every request so a role change, a deleted or a deactivated account
   * takes effect at once (docs/product/hosts.md#deactivating). Past the absolute lifetime the session no longer signs anyone in, however active it has been (the
   * idle limit is the rolling cookie and the row's expiry); null makes @fastify/passport log the session out.
   */
  async deserialize(principal: SessionPrincipal): Promise<User | null> {
    if (!principal?.id || !(Date.now() < this.absoluteEnd(principal))) return null;
    return this.accounts.findSignable(principal.id);
  }

  /** When the session ends if no request comes before: the idle limit from `now` (the answer rolls it), or the absolute one. */
  endsAt(principal: SessionPrincipal, now: number): Date {
    return new Date(Math.min(now + this.config.session.idleMinutes * 60_000, this.absoluteEnd(principal)));
  }

  private absoluteEnd(principal: SessionPrincipal): number {
    return principal.signedInAt + this.config.session.absoluteHours * 3_600_000;
  }
}
