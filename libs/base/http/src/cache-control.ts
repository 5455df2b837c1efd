import type { FastifyInstance, RouteOptions } from 'fastify';
import { isServerPath } from './spa';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** True on a route whose every path is a server path (cache-control.ts), found once as it is registered. */
    serverPath?: true;
  }
}

/**
 * What an API answer says about caching unless its route says otherwise: most of the API answers one person (their
 * account, their bookings, an admin's settings), and an answer without Cache-Control may be stored by a shared cache
 * or the browser's disk under heuristic freshness. The public reads that may be kept (the catalogue, photos, the
 * site's details) opt in with their own header (`@Header('Cache-Control', ...)`), which this never overrides.
 */
export const API_CACHE_CONTROL = 'private, no-store';

/**
 * Sets the API's default on every answer to a server path (/api, /paypal) that left Cache-Control unset: successes,
 * errors, redirects and the 304 of a revalidation alike. Checked as the answer leaves, so a route's own header, set
 * wherever in the handling, wins. A route under /api or /paypal is known to be one as it is registered; the path is
 * read only for the others (the SPA's catch-all, which hands an unknown server path to the 404) and for no route.
 */
export function useApiCacheDefault(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (isServerPath(route.url)) route.config = { ...route.config, serverPath: true };
  });
  fastify.addHook('onSend', (req, reply, payload, done) => {
    if (
      !reply.hasHeader('cache-control') &&
      (req.routeOptions.config?.serverPath || isServerPath(req.url.split('?', 1)[0]))
    ) {
      reply.header('Cache-Control', API_CACHE_CONTROL);
    }
    done(null, payload);
  });
}
