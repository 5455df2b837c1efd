import fastifyCookie from '@fastify/cookie';
import { Authenticator } from '@fastify/passport';
import fastifySession from '@fastify/session';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@app/config';
import type { User } from '@app/contracts';
import { SESSION_USER_KEY, type SessionPrincipal } from './request-user';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';
import { SessionSerializer } from './session.serializer';
import { SessionStore } from './session-store';

/**
 * Cookies, sessions and the signed-in user for every request. Nothing is stored for anonymous visitors
 * (saveUninitialized: false), so they get no cookie and cost no row; only a request whose session holds a principal
 * loads its user (@fastify/passport's session strategy, before any handler, guard or the queue dashboard's check).
 */
export async function useSessions(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const serializer = app.get(SessionSerializer);
  await fastify.register(fastifyCookie);
  await fastify.register(fastifySession, {
    cookieName: sessionCookieName(config),
    // express-session's "s:<id>.<signature>" format, so sessions from before the move to Fastify stay valid.
    cookiePrefix: 's:',
    secret: config.session.secret,
    store: app.get(SessionStore).store,
    saveUninitialized: false,
    rolling: true,
    cookie: sessionCookieOptions(config),
  });
  // The principal stays under the session's `user` key, where sessions signed in before passport keep it.
  const passport = new Authenticator({ key: SESSION_USER_KEY });
  passport.registerUserSerializer(async (user: User) => serializer.serialize(user));
  passport.registerUserDeserializer((principal: SessionPrincipal) => serializer.deserialize(principal));
  await fastify.register(passport.initialize());
  await fastify.register(passport.secureSession());
}
