import { Inject, Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { APP_CONFIG, AppConfig } from '@app/config';
import type { User as PublicUser } from '@app/contracts';
import { AccountsService } from './accounts.service';
import './express-user';

/** What the session row holds: the account id and when the user signed in (for the absolute lifetime). */
export interface SessionPrincipal {
  id: string;
  signedInAt: number;
}

@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(
    private readonly accounts: AccountsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  serializeUser(user: PublicUser, done: (err: Error | null, principal?: SessionPrincipal) => void): void {
    done(null, { id: user.id, signedInAt: Date.now() });
  }

  /**
   * Reloads the account on every request, so a role change or a deleted account takes effect at once. Past the
   * absolute lifetime the session no longer signs anyone in, however active it has been (the idle limit is the
   * rolling cookie and the row's expiry).
   */
  deserializeUser(principal: SessionPrincipal, done: (err: unknown, user?: PublicUser | false) => void): void {
    const maxAgeMs = this.config.session.absoluteHours * 3_600_000;
    if (!principal?.id || !(Date.now() - principal.signedInAt < maxAgeMs)) return done(null, false);
    this.accounts.findById(principal.id).then((user) => done(null, user ?? false), done);
  }
}
