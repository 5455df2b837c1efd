import type { AppConfig } from '@app/config';
import { apiSecurityHeaders, securityHeaderOptions, securityHeaders } from './security-headers';

describe('security headers (worked out once from helmet)', () => {
  const headersFor = (isProduction: boolean) => securityHeaders(securityHeaderOptions({ isProduction } as AppConfig));

  it('hold helmet’s set with our CSP', () => {
    const headers = headersFor(false);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
    expect(headers).not.toHaveProperty('strict-transport-security');
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
