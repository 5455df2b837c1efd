import Fastify from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '@app/config';
import { useSecurityHeaders } from './security-headers';

// helmet itself, counted: how often a set of headers is built.
jest.mock('helmet', () => {
  const actual = jest.requireActual('helmet');
  const build = jest.fn((options: unknown) => actual(options));
  return Object.assign(build, actual, { default: build });
});

describe('security headers (helmet, each set built once)', () => {
  const local = { local: true, sdkUrl: 'http://127.0.0.1:8790/sdk/js' } as AppConfig['paypal'];
  const live = { local: false, sdkUrl: 'https://www.paypal.com/sdk/js' } as AppConfig['paypal'];

  /** The headers a client gets from a server with our helmet set-up, for a page and for a JSON answer under /api/. */
  async function headersFor(isProduction: boolean, paypal = local) {
    const fastify = Fastify();
    useSecurityHeaders(fastify, { isProduction, paypal });
    fastify.get('/packages', () => 'page');
    fastify.get('/api/packages', () => ({ ok: true }));
    try {
      const document = (await fastify.inject('/packages')).headers;
      const api = (await fastify.inject('/api/packages')).headers;
      return { document, api };
    } finally {
      await fastify.close();
    }
  }

  it('hold helmet’s set with our CSP on documents', async () => {
    const { document } = await headersFor(false);
    expect(document['content-security-policy']).toContain("default-src 'self'");
    expect(document['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(document['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(document).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
    expect(document).not.toHaveProperty('strict-transport-security');
  });

  it("let PayPal's SDK (or the local sandbox standing in for it) load, call and frame, and its popup report back", async () => {
    const sandbox = String((await headersFor(false)).document['content-security-policy']);
    for (const directive of ['script-src', 'connect-src', 'frame-src', 'img-src']) {
      expect(sandbox).toMatch(new RegExp(`${directive} [^;]*http://127\\.0\\.0\\.1:8790`));
    }
    expect(sandbox).not.toContain('paypal.com');
    const { document } = await headersFor(true, live);
    const paypal = String(document['content-security-policy']);
    expect(paypal).toMatch(/script-src 'self' https:\/\/\*\.paypal\.com https:\/\/\*\.paypalobjects\.com/);
    expect(paypal).toMatch(/frame-src 'self' https:\/\/\*\.paypal\.com/);
    expect(paypal).not.toContain('127.0.0.1');
    expect((await headersFor(false)).document['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('add HSTS and upgrade-insecure-requests in production', async () => {
    const { document } = await headersFor(true);
    expect(document['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(document['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('give JSON answers the API set: nothing loads from or frames them, no sniffing', async () => {
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) => !['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name),
        ),
      );
    const { api } = await headersFor(true);
    expect(securityHeaders(api)).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': expect.stringMatching(/max-age=\d+/),
    });
    expect((await headersFor(false)).api).not.toHaveProperty('strict-transport-security');
  });

  it("honour a route's own helmet options, merged over the document set", async () => {
    const fastify = Fastify();
    useSecurityHeaders(fastify, { isProduction: false, paypal: local });
    fastify.get('/api/embed', { helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } } }, () => ({}));
    fastify.get('/api/raw', { helmet: false }, () => ({}));
    try {
      const embed = (await fastify.inject('/api/embed')).headers;
      expect(embed['cross-origin-resource-policy']).toBe('cross-origin');
      expect(embed['content-security-policy']).toContain("default-src 'self'");
      expect((await fastify.inject('/api/raw')).headers).not.toHaveProperty('content-security-policy');
    } finally {
      await fastify.close();
    }
  });

  it('give an unknown path, under /api/ too, the document set', async () => {
    const fastify = Fastify();
    useSecurityHeaders(fastify, { isProduction: false, paypal: local });
    try {
      const missing = await fastify.inject('/api/no-such-route');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(missing.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
    } finally {
      await fastify.close();
    }
  });

  it('builds each set of headers once, not per request', async () => {
    const fastify = Fastify();
    useSecurityHeaders(fastify, { isProduction: false, paypal: local });
    fastify.get('/packages', () => 'page');
    fastify.get('/api/packages', () => ({ ok: true }));
    try {
      await fastify.ready();
      const built = jest.mocked(helmet).mock.calls.length;
      for (const path of ['/packages', '/api/packages', '/api/packages', '/packages']) {
        expect((await fastify.inject(path)).headers).toHaveProperty('content-security-policy');
      }
      expect(jest.mocked(helmet).mock.calls.length).toBe(built);
    } finally {
      await fastify.close();
    }
  });
});
