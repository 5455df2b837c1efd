import fastifyCookie from '@fastify/cookie';
import { Authenticator } from '@fastify/passport';
import fastifySession from '@fastify/session';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@app/config';
import type { User } from '@app/contracts';
import { SESSION_USER_KEY, type SessionPrincipal } from './request-user';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';
import { SessionSerializer } from './session.serializer';
import { SessionStore } from './session-store';

// express-session's "s:<id>.<signature>" format, so sessions from before the move to Fastify stay valid.
const COOKIE_PREFIX = 's:';

declare module 'fastify' {
  interface FastifyRequest {
    /** Gives a request that came without a session one (a fresh, unsaved one): signing in needs it. */
    startSession(): Promise<void>;
  }
}

/**
 * Cookies, sessions and the signed-in user. A request without the session cookie makes, signs and loads no session
 * and costs no passport step (request.session stays null; nothing is stored or sent); one with the cookie gets its
 * session loaded before any handler, guard or the queue dashboard's check, and its user from the session's principal
 * (@fastify/passport's session strategy). Signing in starts a session first (SignInHooks).
 *
 * @fastify/session makes a signed session object for every request its hooks see, so it is registered in a scope of
 * its own that holds no route, and driven through its documented parts: `decryptSession` loads the cookie's session,
 * and the answer saves it with Session#save as the plugin's own hook would (rolling, saveUninitialized: false).
 */
export async function useSessions(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const serializer = app.get(SessionSerializer);
  const cookieName = sessionCookieName(config);
  await fastify.register(fastifyCookie);
  const load = await sessionLoader(fastify, config, app.get(SessionStore).store);
  const cookieSessionId = (req: FastifyRequest): string | null => {
    const value = req.cookies[cookieName];
    return value?.startsWith(COOKIE_PREFIX) ? value.slice(COOKIE_PREFIX.length) : null;
  };

  // null, not a session: the plugin's own declaration types it as always there.
  fastify.decorateRequest('session', null as unknown as FastifyRequest['session']);
  fastify.decorateRequest('startSession', async function (this: FastifyRequest) {
    // An id no secret signed: the plugin's answer is a new session with a fresh id, saved only once it holds something.
    if (!hasSession(this)) await load(this, '');
  });
  fastify.addHook('onRequest', async (req) => {
    const signedId = cookieSessionId(req);
    if (signedId !== null) await load(req, signedId);
  });
  fastify.addHook('onSend', async (req, reply) => {
    if (hasSession(req)) await saveSession(req, reply, cookieSessionId(req), cookieName);
  });

  // The principal stays under the session's `user` key, where sessions signed in before passport keep it.
  const passport = new Authenticator({ key: SESSION_USER_KEY });
  passport.registerUserSerializer(async (user: User) => serializer.serialize(user));
  passport.registerUserDeserializer((principal: SessionPrincipal) => serializer.deserialize(principal));
  await fastify.register(passport.initialize());
  // What passport.secureSession() installs, for the requests that have a session to read a principal from.
  const sessionUser = passport.authenticate('session');
  fastify.addHook('preValidation', async function (req, reply) {
    if (hasSession(req)) await sessionUser.call(this, req, reply);
  });
}

const hasSession = (req: FastifyRequest): boolean => (req.session as FastifyRequest['session'] | null) !== null;

/** @fastify/session in a scope without routes: its decryptSession, promised. */
async function sessionLoader(
  fastify: FastifyInstance,
  config: AppConfig,
  store: SessionStore['store'],
): Promise<(req: FastifyRequest, signedId: string) => Promise<void>> {
  let decrypt: FastifyInstance['decryptSession'] | undefined;
  await fastify.register(async (scope) => {
    await scope.register(fastifySession, {
      cookieName: sessionCookieName(config),
      cookiePrefix: COOKIE_PREFIX,
      secret: config.session.secret,
      store,
      saveUninitialized: false,
      rolling: true,
      cookie: sessionCookieOptions(config),
    });
    decrypt = scope.decryptSession;
  });
  const decryptSession = decrypt as FastifyInstance['decryptSession'];
  return (req, signedId) =>
    new Promise((resolve, reject) => decryptSession(signedId, req, (err) => (err ? reject(err) : resolve())));
}

/**
 * What @fastify/session's own onSend does with rolling and saveUninitialized: false: the cookie's session is saved
 * (touched) and its cookie renewed on every answer; a new one only once it holds something; a cookie whose session
 * is gone is cleared. A Secure cookie is never sent over plain http.
 */
async function saveSession(
  req: FastifyRequest,
  reply: FastifyReply,
  cookieId: string | null,
  cookieName: string,
): Promise<void> {
  const session = req.session;
  const sameSession = cookieId === session.encryptedSessionId;
  const cookie = () => reply.setCookie(cookieName, COOKIE_PREFIX + session.encryptedSessionId, session.cookie.toJSON());
  if ((!sameSession && !session.isModified()) || (session.cookie.secure === true && req.protocol !== 'https')) {
    if (cookieId !== null && !sameSession) reply.clearCookie(cookieName, { path: session.cookie.path ?? '/' });
    if (session.isSaved()) cookie();
    return;
  }
  await session.save();
  cookie();
}
