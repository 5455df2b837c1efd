import type { onRequestHookHandler } from 'fastify';
import { PlatformException } from '@app/platform';

const CROSS_SITE_MESSAGE = 'Requests from other sites are not accepted.';

/**
 * Refuses a state-changing request made by another site (CSRF defence in depth next to SameSite=Lax cookies): the
 * browser's Sec-Fetch-Site says so directly; otherwise an Origin must be PUBLIC_URL's or one of ALLOWED_ORIGINS.
 * Never the request's own Host: an attacker's page can reach us under a Host of its choosing (DNS rebinding, a
 * misrouted proxy), so Host proves nothing about who sent the request.
 */
export function refuseCrossSite(publicUrl: string, allowedOrigins: readonly string[]): onRequestHookHandler {
  const accepted = new Set([new URL(publicUrl).origin, ...allowedOrigins]);
  return (req, _reply, done) => {
    const origin = req.headers.origin;
    if (req.headers['sec-fetch-site'] === 'cross-site' || (origin !== undefined && !accepted.has(origin))) {
      return done(new PlatformException('CROSS_SITE_REQUEST', CROSS_SITE_MESSAGE));
    }
    done();
  };
}
