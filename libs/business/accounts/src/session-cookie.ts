import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@app/config';
import './request-user';

/**
 * The session cookie: HttpOnly, SameSite=Lax, Secure in production. In production the __Host- prefix also makes
 * the browser refuse it unless it is Secure, host-only and path=/ (no subdomain can plant or read it).
 */
export function sessionCookieName(config: AppConfig): string {
  return config.isProduction ? '__Host-cp.sid' : 'cp.sid';
}

export function sessionCookieOptions(config: AppConfig): CookieSerializeOptions & { maxAge: number } {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/',
    // Rolling: every answer to a signed-in request pushes the expiry out by the idle lifetime (milliseconds here).
    maxAge: config.session.idleMinutes * 60_000,
  };
}

/**
 * Ends the request's session: deletes its row (not just its user, as @fastify/passport's logOut would, which keeps a
 * regenerated session), then tells the browser to drop the cookie. A request without the session cookie has no session
 * to delete. Logout, and a deleted account's last answer.
 */
export async function endSession(req: FastifyRequest, reply: FastifyReply, config: AppConfig): Promise<void> {
  await (req.session as FastifyRequest['session'] | null)?.destroy();
  req.user = undefined;
  const { maxAge: _maxAge, ...options } = sessionCookieOptions(config);
  reply.clearCookie(sessionCookieName(config), options);
}
