import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@app/config';
import './request-user';
import { SessionAuth } from './session-auth';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';
import { SessionStore } from './session-store';

/**
 * Cookies, sessions and the signed-in user for every request. Nothing is stored for anonymous visitors
 * (saveUninitialized: false), so they get no cookie and cost no row; only a request that carries a session cookie
 * reads the store and loads its user.
 */
export async function useSessions(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const sessions = app.get(SessionAuth);
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
  // Callback style: a request without a signed-in session (most of them) costs no promise here.
  fastify.addHook('preHandler', (req, _reply, done) => {
    const principal = req.session?.get('user');
    if (!principal) return done();
    sessions.userOf(principal).then((user) => {
      req.user = user;
      done();
    }, done);
  });
}
