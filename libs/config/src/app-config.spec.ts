import { loadConfig } from './app-config';

const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db', REDIS_URL: 'redis://localhost:6379' };

describe('loadConfig', () => {
  it('applies documented defaults', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.business.timeZone).toBe('America/Chicago');
    expect(config.isProduction).toBe(false);
    expect(config.trustedProxies).toEqual(['loopback']);
    expect(config.allowedOrigins).toEqual([]);
  });

  it('treats an empty variable as unset (docker-compose passes optional ones through empty)', () => {
    const config = loadConfig({ ...base, TRUSTED_PROXIES: '', ALLOWED_ORIGINS: ' ', LARGE_GROUP_DISCOUNT_PERCENT: '' });
    expect(config.trustedProxies).toEqual(['loopback']);
    expect(config.allowedOrigins).toEqual([]);
    expect(config.pricing.largeGroupDiscountPercent).toBe(0);
  });

  it('reads lists of extra origins and trusted proxies', () => {
    const config = loadConfig({
      ...base,
      ALLOWED_ORIGINS: 'https://www.example.com, http://localhost:5173/',
      TRUSTED_PROXIES: 'loopback,10.0.0.0/8, fd00::1',
    });
    expect(config.allowedOrigins).toEqual(['https://www.example.com', 'http://localhost:5173']);
    expect(config.trustedProxies).toEqual(['loopback', '10.0.0.0/8', 'fd00::1']);
  });

  it('defaults to no large-group discount and reads it as a whole percentage', () => {
    expect(loadConfig(base).pricing.largeGroupDiscountPercent).toBe(0);
    expect(loadConfig({ ...base, LARGE_GROUP_DISCOUNT_PERCENT: '15' }).pricing.largeGroupDiscountPercent).toBe(15);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: '' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ BUSINESS_TIME_ZONE: 'Mars/Base' }, 'BUSINESS_TIME_ZONE'],
    [{ ALLOWED_ORIGINS: 'https://ok.example,https://bad.example/path' }, 'ALLOWED_ORIGINS'],
    [{ ALLOWED_ORIGINS: 'ftp://files.example' }, 'ALLOWED_ORIGINS'],
    [{ TRUSTED_PROXIES: 'everyone' }, 'TRUSTED_PROXIES'],
    [{ LARGE_GROUP_DISCOUNT_PERCENT: '101' }, 'LARGE_GROUP_DISCOUNT_PERCENT'],
    [{ LARGE_GROUP_DISCOUNT_PERCENT: '-5' }, 'LARGE_GROUP_DISCOUNT_PERCENT'],
    [{ LARGE_GROUP_DISCOUNT_PERCENT: 'ten' }, 'LARGE_GROUP_DISCOUNT_PERCENT'],
  ])('rejects %p naming %s', (override, variable) => {
    expect(() => loadConfig({ ...base, ...override })).toThrow(variable);
  });

  it('refuses the local admin and session defaults in production', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow('SESSION_SECRET');
    const secret = 'x'.repeat(40);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', SESSION_SECRET: secret })).toThrow('ADMIN_USERNAME');
    expect(() =>
      loadConfig({ ...base, NODE_ENV: 'production', SESSION_SECRET: secret, ADMIN_USERNAME: 'owner' }),
    ).toThrow('ADMIN_PASSWORD');
    const ok = loadConfig({
      ...base,
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'a-long-real-password',
    });
    expect(ok.isProduction).toBe(true);
  });
});
