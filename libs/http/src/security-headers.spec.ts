import type { AppConfig } from '@app/config';
import { apiSecurityHeaders, securityHeaderOptions, securityHeaders } from './security-headers';

describe('security headers (worked out once from helmet)', () => {
  const local = { local: true, sdkUrl: 'http://127.0.0.1:8790/sdk/js' } as AppConfig['paypal'];
  const live = { local: false, sdkUrl: 'https://www.paypal.com/sdk/js' } as AppConfig['paypal'];
  const headersFor = (isProduction: boolean, paypal = local) =>
    securityHeaders(securityHeaderOptions({ isProduction, paypal }));

  it('hold helmet’s set with our CSP', () => {
    const headers = headersFor(false);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it("let PayPal's SDK (or the local sandbox standing in for it) load, call and frame, and its popup report back", () => {
    const sandbox = headersFor(false)['content-security-policy'];
    for (const directive of ['script-src', 'connect-src', 'frame-src', 'img-src']) {
      expect(sandbox).toMatch(new RegExp(`${directive} [^;]*http://127\\.0\\.0\\.1:8790`));
    }
    expect(sandbox).not.toContain('paypal.com');
    const paypal = headersFor(true, live)['content-security-policy'];
    expect(paypal).toMatch(/script-src 'self' https:\/\/\*\.paypal\.com https:\/\/\*\.paypalobjects\.com/);
    expect(paypal).toMatch(/frame-src 'self' https:\/\/\*\.paypal\.com/);
    expect(paypal).not.toContain('127.0.0.1');
    expect(headersFor(false)['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('add HSTS and upgrade-insecure-requests in production', () => {
    const headers = headersFor(true);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('give JSON answers the API set: nothing loads from or frames them, no sniffing', () => {
    const api = apiSecurityHeaders(headersFor(true));
    expect(api).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': expect.stringMatching(/max-age=\d+/),
    });
    expect(apiSecurityHeaders(headersFor(false))).not.toHaveProperty('strict-transport-security');
  });
});
