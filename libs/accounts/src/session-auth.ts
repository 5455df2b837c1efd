import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '@app/config';
import type { User } from '@app/contracts';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';

/** Signing a session in and out, outside the login guard (registration, logout). */
@Injectable()
export class SessionAuth {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** passport's logIn regenerates the session id first (no session fixation). */
  signIn(req: Request, user: User): Promise<void> {
    return new Promise((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));
  }

  /** Deletes the session row (not just its user), then tells the browser to drop the cookie. */
  async signOut(req: Request, res: Response): Promise<void> {
    if (req.session)
      await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    const { maxAge: _maxAge, ...options } = sessionCookieOptions(this.config);
    res.clearCookie(sessionCookieName(this.config), options);
  }
}
