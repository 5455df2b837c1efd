import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AppConfig } from '@app/config';

/** What PayPal's JS SDK loads, frames and calls (PayPal's CSP guidance for the JS SDK). */
const PAYPAL_SOURCES = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

type HeaderConfig = Pick<AppConfig, 'isProduction' | 'paypal'>;

/**
 * Helmet's options for documents (the SPA, its files, the queue dashboard): a CSP for an app that loads everything
 * from its own origin, plus PayPal's SDK (the local sandbox's origin when it stands in for PayPal). The opener policy
 * lets PayPal's approval window, a popup on another origin, report back to the page that opened it.
 */
export function documentSecurityHeaders(config: HeaderConfig): FastifyHelmetOptions {
  const paypal = config.paypal.local ? [new URL(config.paypal.sdkUrl).origin] : PAYPAL_SOURCES;
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...paypal],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...paypal],
        connectSrc: ["'self'", ...paypal],
        frameSrc: ["'self'", ...paypal],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.isProduction,
  };
}

/**
 * What a JSON answer needs (OWASP REST Security Cheat Sheet, "Security headers"): nothing may load from it or frame
 * it, no content sniffing, no cross-origin embedding, and HSTS (inherited from the document options). The rest of
 * helmet's set (script sources, DNS prefetch, download and XSS-filter switches, origin clusters) governs documents.
 * @fastify/helmet merges route options over the global ones key by key, so every header the API drops is off here.
 */
const API_SECURITY_HEADERS: Omit<FastifyHelmetOptions, 'global'> = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

const API_PREFIX = '/api/';

/**
 * Security headers on every answer through @fastify/helmet: the document set by default, the API set on every route
 * under /api/ as its route-level `helmet` options (Nest's route decorators cannot carry them, so they are given as
 * the route is registered; a route that brings its own keeps them). Call before routes are registered. An unknown
 * /api/ path has no route: its 404 carries the document set.
 */
export async function useSecurityHeaders(fastify: FastifyInstance, config: HeaderConfig): Promise<void> {
  // Before helmet's own onRoute hook, which reads the route's options.
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (route.url.startsWith(API_PREFIX) && route.helmet === undefined) route.helmet = API_SECURITY_HEADERS;
  });
  await fastify.register(fastifyHelmet, documentSecurityHeaders(config));
}
