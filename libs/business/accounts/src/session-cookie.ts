import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AppConfig } from '@app/config';

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
