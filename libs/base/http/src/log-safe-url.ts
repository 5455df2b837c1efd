import type { FastifyInstance, RouteOptions } from 'fastify';
import { CLIENT_ROUTES } from '@app/contracts';

/**
 * A route parameter or query parameter named like this is a capability: whoever holds the URL may act with it (an
 * invitation link's token, a booking link's `?token=`, the wizard's `reservationToken`, the reservation in
 * DELETE /api/reservations/:token, the waiting list offer's `?offer=` the wizard is opened with). A log line is read by
 * more people, and kept longer, than the link was meant for.
 */
const CAPABILITY_NAME = /token$|^offer$/i;

const REDACTED = '[redacted]';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route parameter's name, without the regular expression Fastify allows after it (`:id(^\d+)`). */
const paramName = (part: string) => part.slice(1).split('(')[0];

/**
 * For a route pattern with a capability parameter, what matches a path up to that segment, e.g.
 * /api/invitations/:token/children → /api/invitations/<segment>. Matched as a prefix, and in any case, so the segment
 * is also hidden in a path that ends up matching no route (a 404 is logged too).
 */
function capabilityPrefix(pattern: string): RegExp | undefined {
  const parts = pattern.split('/');
  const at = parts.findIndex((part) => part.startsWith(':') && CAPABILITY_NAME.test(paramName(part)));
  if (at < 0) return undefined;
  const before = parts.slice(0, at).map((part) => (part.startsWith(':') ? '[^/?]*' : escape(part)));
  return new RegExp(`^(${before.join('/')}/)[^/?]+`, 'i');
}

/**
 * A URL as it may be logged: the segment of each capability path parameter and the value of each capability query
 * parameter replaced by REDACTED. The paths are those of the routes registered (every Nest controller, any other
 * route) and the SPA's own pages (CLIENT_ROUTES: an invitation link opens /invitations/:token).
 */
export class LogSafeUrls {
  private readonly prefixes = new Map<string, RegExp>();
  /** The patterns without parameters (/api/games): most requests are to such a path. */
  private readonly fixedPaths = new Set<string>();
  /** Each fixed path redacted once, when first logged; forgotten when a pattern is added. */
  private readonly redactedFixed = new Map<string, string>();

  constructor(patterns: readonly string[] = []) {
    patterns.forEach((pattern) => this.add(pattern));
  }

  add(pattern: string): void {
    const prefix = capabilityPrefix(pattern);
    if (prefix) this.prefixes.set(prefix.source, prefix);
    if (!/[:*]/.test(pattern)) this.fixedPaths.add(pattern);
    this.redactedFixed.clear();
  }

  redact(url: string): string {
    const queryAt = url.indexOf('?');
    const path = this.redactPath(queryAt < 0 ? url : url.slice(0, queryAt));
    if (queryAt < 0) return path;
    const query = url
      .slice(queryAt + 1)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        return eq >= 0 && CAPABILITY_NAME.test(decodeName(pair.slice(0, eq)))
          ? `${pair.slice(0, eq)}=${REDACTED}`
          : pair;
      });
    return `${path}?${query.join('&')}`;
  }

  private redactPath(path: string): string {
    const known = this.redactedFixed.get(path);
    if (known !== undefined) return known;
    let redacted = path;
    for (const prefix of this.prefixes.values()) redacted = redacted.replace(prefix, `$1${REDACTED}`);
    if (this.fixedPaths.has(path)) this.redactedFixed.set(path, redacted);
    return redacted;
  }
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** The pipeline's LogSafeUrls: the SPA's pages, and each route as it is registered (call before any route is). */
export function logSafeUrls(fastify: FastifyInstance): LogSafeUrls {
  const urls = new LogSafeUrls(CLIENT_ROUTES);
  fastify.addHook('onRoute', (route: RouteOptions) => urls.add(route.url));
  return urls;
}
