import type { INestApplication } from '@nestjs/common';
import session from 'express-session';
import passport from 'passport';
import type { AppConfig } from '@app/config';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';
import { SessionStore } from './session-store';

/**
 * Session and passport middleware, in that order, for every request that reaches the API. Nothing is stored
 * for anonymous visitors (saveUninitialized: false), so they get no cookie and cost no row.
 */
export function useSessions(app: INestApplication, config: AppConfig): void {
  app.use(
    session({
      name: sessionCookieName(config),
      secret: config.session.secret,
      store: app.get(SessionStore).store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: sessionCookieOptions(config),
    }),
  );
  app.use(passport.initialize());
  app.use(passport.session());
}
