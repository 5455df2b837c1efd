import type { FastifyInstance, RouteOptions } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '@app/config';

/** The headers helmet sets for one set of options, by lower-case name: the same on every answer. */
type SecurityHeaders = Readonly<Record<string, string>>;

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** A route's own helmet options, over the document set key by key; false: no security headers. */
    helmet?: HelmetOptions | false;
  }
  interface FastifyContextConfig {
    /** The route's own set, built as it is registered (null: none); a route without one gets the document set. */
    securityHeaders?: SecurityHeaders | null;
  }
}

/** What PayPal's JS SDK loads, frames and calls (PayPal's CSP guidance for the JS SDK). */
const PAYPAL_SOURCES = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

type HeaderConfig = Pick<AppConfig, 'isProduction' | 'paypal'>;

/**
 * Helmet's options for documents (the SPA, its files, the queue dashboard): a CSP for an app that loads everything
 * from its own origin, plus PayPal's SDK (the local sandbox's origin when it stands in for PayPal). The opener policy
 * lets PayPal's approval window, a popup on another origin, report back to the page that opened it.
 */
function documentSecurityHeaders(config: HeaderConfig): HelmetOptions {
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
 * They are merged over the document options key by key, so every header the API drops is off here.
 */
const API_SECURITY_HEADERS: HelmetOptions = {
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
 * A route's own options: its `helmet`, else the API set under /api/, else none (the document set). Statements, not a
 * `??` or a conditional, and Object.assign below, not a spread, for the compiler: HelmetOptions is a union of 256
 * object types (helmet's eight pairs of old and new key names), which those make tsc reduce or combine pairwise.
 * Written so, this file cost a third of the server's type check (some 7 of 20 s a pass).
 */
function ownSecurityHeaders(route: RouteOptions): HelmetOptions | false | undefined {
  if (route.helmet !== undefined) return route.helmet;
  if (route.url.startsWith(API_PREFIX)) return API_SECURITY_HEADERS;
  return undefined;
}

/**
 * What helmet's middleware for these options sets, asked once: with static options (no nonce, nothing read from the
 * request) it sets the same values on every answer, so running its dozen middlewares per request (a tenth of a
 * catalogue read's CPU) only repeated this. It removes X-Powered-By too, which neither Node nor Fastify sets.
 */
function securityHeadersOf(options: HelmetOptions): SecurityHeaders {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder, (err?: unknown) => (failure = err));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

/**
 * Security headers on every answer through helmet: the document set by default, the API set on every route under
 * /api/, and a route's own `helmet` options where it gives them (Nest's route decorators cannot carry them, so the
 * API's are given as the route is registered). Each set is worked out once, when its route is registered (the document
 * set at start), and a request only copies its values onto the answer. Call before routes are registered. An unknown
 * /api/ path has no route: its 404 carries the document set.
 */
export function useSecurityHeaders(fastify: FastifyInstance, config: HeaderConfig): void {
  const documentOptions = documentSecurityHeaders(config);
  const documents = securityHeadersOf(documentOptions);
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const own = ownSecurityHeaders(route);
    if (own === undefined) return;
    const securityHeaders = own === false ? null : securityHeadersOf(Object.assign({}, documentOptions, own));
    route.config = { ...route.config, securityHeaders };
  });
  fastify.addHook('onRequest', (req, reply, done) => {
    const headers = req.routeOptions.config.securityHeaders;
    if (headers !== null) void reply.headers(headers ?? documents);
    done();
  });
}
