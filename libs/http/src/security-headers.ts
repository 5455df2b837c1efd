import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { AppConfig } from '@app/config';

/** What PayPal's JS SDK loads, frames and calls (PayPal's CSP guidance for the JS SDK). */
const PAYPAL_SOURCES = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

/**
 * Helmet's options: a CSP for an app that loads everything from its own origin, plus PayPal's SDK (the local
 * sandbox's origin when it stands in for PayPal). The opener policy lets PayPal's approval window, a popup on
 * another origin, report back to the page that opened it.
 */
export function securityHeaderOptions(config: Pick<AppConfig, 'isProduction' | 'paypal'>): HelmetOptions {
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
 * The headers helmet sets, worked out once: with no nonces and no per-request directives they are the same on every
 * answer, so building them per request (as @fastify/helmet does, re-parsing the CSP each time: ~5% of a catalogue
 * read's CPU) buys nothing. Helmet runs here as the plain middleware it is, on a throwaway response.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(res.req, res, () => undefined);
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/**
 * What a JSON answer needs (OWASP REST Security Cheat Sheet, "Security headers"): nothing may load from it or frame
 * it, no content sniffing, no cross-origin embedding, and HSTS. The rest of helmet's set (script sources, DNS
 * prefetch, download and XSS-filter switches, origin clusters) governs documents, and the SPA's documents get it.
 */
export function apiSecurityHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-resource-policy',
    'strict-transport-security',
  ];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    ...Object.fromEntries(kept.filter((name) => name in documentHeaders).map((name) => [name, documentHeaders[name]])),
  };
}

/** Security headers on every answer (also on 404s, errors and static files: the hook runs before routing ends). */
export function useSecurityHeaders(fastify: FastifyInstance, config: AppConfig): void {
  const documents = securityHeaders(securityHeaderOptions(config));
  const api = apiSecurityHeaders(documents);
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/api/') ? api : documents);
    done();
  });
}
