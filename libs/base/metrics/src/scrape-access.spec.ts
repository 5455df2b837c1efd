import { scrapeAccess } from './scrape-access';

describe('scrapeAccess', () => {
  const token = 'metrics-token-0123456789abcdef';

  it('lets nothing read the metrics when no token is configured', () => {
    expect(scrapeAccess(undefined, `Bearer ${token}`)).toBe('disabled');
    expect(scrapeAccess(undefined, undefined)).toBe('disabled');
  });

  it('allows exactly the configured bearer token', () => {
    expect(scrapeAccess(token, `Bearer ${token}`)).toBe('allowed');
    expect(scrapeAccess(token, `bearer ${token}`)).toBe('allowed');
  });

  it.each([
    ['no header', undefined],
    ['another scheme', `Basic ${token}`],
    ['a wrong token', 'Bearer not-the-token'],
    ['a prefix of the token', `Bearer ${token.slice(0, -1)}`],
    ['the token and more', `Bearer ${token}x`],
    ['an empty bearer', 'Bearer '],
  ])('refuses %s', (_, header) => {
    expect(scrapeAccess(token, header)).toBe('unauthorized');
  });
});
