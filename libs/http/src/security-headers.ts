import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
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

type Headers = Record<string, string>;

/**
 * The headers @fastify/helmet sets with our options, asked once of a throwaway instance (each route answers the
 * headers its onRequest hook set). With no nonces and nothing per request in them they are the same on every
 * answer, and building them per request (helmet re-parses its options each time) cost 60-75 µs of a 215-311 µs
 * catalogue or health read in an A/B run of `npm run bench` (docs/adr/0013-figures-as-ratios-in-one-sitting.md).
 */
export async function securityHeaders(config: HeaderConfig): Promise<{ documents: Headers; api: Headers }> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, documentSecurityHeaders(config));
  probe.get('/document', (_req, reply) => reply.getHeaders());
  probe.get('/api', { helmet: API_SECURITY_HEADERS }, (_req, reply) => reply.getHeaders());
  try {
    const headersOf = async (url: string) => (await probe.inject(url)).json<Headers>();
    return { documents: await headersOf('/document'), api: await headersOf('/api') };
  } finally {
    await probe.close();
  }
}

/** Security headers on every answer (also on 404s, errors and static files: the hook runs before routing ends). */
export async function useSecurityHeaders(fastify: FastifyInstance, config: HeaderConfig): Promise<void> {
  const { documents, api } = await securityHeaders(config);
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith(API_PREFIX) ? api : documents);
    done();
  });
}
