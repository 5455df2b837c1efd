import { loadConfig } from './app-config';
import { LOCAL_PAYPAL, PAYPAL_LIVE_URL, PAYPAL_SANDBOX_URL } from './paypal-config';

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

  it('keeps a 3% processing fee on a cancellation in time unless told otherwise', () => {
    expect(loadConfig(base).cancellation.feePercent).toBe(3);
    expect(loadConfig({ ...base, CANCELLATION_FEE_PERCENT: '0' }).cancellation.feePercent).toBe(0);
  });

  it('defaults to no large-group discount and reads it as a whole percentage', () => {
    expect(loadConfig(base).pricing.largeGroupDiscountPercent).toBe(0);
    expect(loadConfig({ ...base, LARGE_GROUP_DISCOUNT_PERCENT: '15' }).pricing.largeGroupDiscountPercent).toBe(15);
  });

  it("holds a team from the arrival to an hour after the end, a day's notice, an hour for an unpaid booking", () => {
    expect(loadConfig(base).availability).toEqual({
      setupMinutes: 30,
      bufferMinutes: 60,
      minimumNoticeHours: 24,
      holdMinutes: 60,
      reservationSeconds: 600,
    });
    const env = {
      BOOKING_BUFFER_MINUTES: '0',
      BOOKING_MIN_NOTICE_HOURS: '48',
      BOOKING_HOLD_MINUTES: '15',
      BOOKING_RESERVATION_SECONDS: '5',
    };
    expect(loadConfig({ ...base, ...env }).availability).toMatchObject({
      bufferMinutes: 0,
      minimumNoticeHours: 48,
      holdMinutes: 15,
      reservationSeconds: 5,
    });
  });

  it('serves Greater Austin by default: the seed and the suites book there', () => {
    expect(loadConfig(base).business.servedPlaces).toEqual({ states: ['TX'], zipPrefixes: ['733', '786', '787'] });
  });

  it('reads the served states and ZIP prefixes, "any" for every ZIP of those states', () => {
    const env = { BUSINESS_SERVICE_STATES: 'il, IN ,IL', BUSINESS_SERVICE_ZIP_PREFIXES: '600,606, 463' };
    expect(loadConfig({ ...base, ...env }).business.servedPlaces).toEqual({
      states: ['IL', 'IN'],
      zipPrefixes: ['600', '606', '463'],
    });
    const anyZip = { BUSINESS_SERVICE_STATES: 'TX', BUSINESS_SERVICE_ZIP_PREFIXES: 'Any' };
    expect(loadConfig({ ...base, ...anyZip }).business.servedPlaces).toEqual({ states: ['TX'], zipPrefixes: [] });
  });

  it('keeps 10 PostgreSQL connections per process unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig(base).databasePool).toEqual({ size: 10 });
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '25' }).databasePool).toEqual({ size: 25 });
  });

  it('serves no /metrics without a token, and degrades health after a minute by default', () => {
    expect(loadConfig(base).metrics).toEqual({ token: undefined, workerPort: 9464 });
    expect(loadConfig(base).health).toEqual({ outboxLagSeconds: 60, workerSilenceSeconds: 60 });
    expect(loadConfig(base).queue).toEqual({ jobLockSeconds: 30 });
    expect(loadConfig({ ...base, JOB_LOCK_SECONDS: '3' }).queue).toEqual({ jobLockSeconds: 3 });
    const token = 'a'.repeat(32);
    expect(loadConfig({ ...base, METRICS_TOKEN: token, WORKER_METRICS_PORT: '0' }).metrics).toEqual({
      token,
      workerPort: 0,
    });
  });

  it('never repeats a refused token in its message', () => {
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short-secret' })).toThrow(
      'METRICS_TOKEN must be at least 16 characters when set',
    );
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short-secret' })).not.toThrow('short-secret');
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
    [{ WORKER_METRICS_PORT: '70000' }, 'WORKER_METRICS_PORT'],
    [{ HEALTH_OUTBOX_LAG_SECONDS: '0' }, 'HEALTH_OUTBOX_LAG_SECONDS'],
    [{ HEALTH_WORKER_SILENCE_SECONDS: '2' }, 'HEALTH_WORKER_SILENCE_SECONDS'],
    [{ HEALTH_WORKER_SILENCE_SECONDS: '7200' }, 'HEALTH_WORKER_SILENCE_SECONDS'],
    [{ JOB_LOCK_SECONDS: '1' }, 'JOB_LOCK_SECONDS'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'ten' }, 'DATABASE_POOL_SIZE'],
    [{ BOOKING_BUFFER_MINUTES: 'an hour' }, 'BOOKING_BUFFER_MINUTES'],
    [{ BOOKING_MIN_NOTICE_HOURS: '-1' }, 'BOOKING_MIN_NOTICE_HOURS'],
    [{ BOOKING_HOLD_MINUTES: '0' }, 'BOOKING_HOLD_MINUTES'],
    [{ CANCELLATION_FEE_PERCENT: '101' }, 'CANCELLATION_FEE_PERCENT'],
    [{ CANCELLATION_FEE_PERCENT: '2.5' }, 'CANCELLATION_FEE_PERCENT'],
    [{ BUSINESS_SERVICE_STATES: 'TX,Texas' }, 'BUSINESS_SERVICE_STATES'],
    [{ BUSINESS_SERVICE_STATES: 'PR' }, 'BUSINESS_SERVICE_STATES'],
    [{ BUSINESS_SERVICE_STATES: ',' }, 'BUSINESS_SERVICE_STATES'],
    [{ BUSINESS_SERVICE_ZIP_PREFIXES: '787,78' }, 'BUSINESS_SERVICE_ZIP_PREFIXES'],
    [{ BUSINESS_SERVICE_ZIP_PREFIXES: '78701' }, 'BUSINESS_SERVICE_ZIP_PREFIXES'],
    [{ BUSINESS_SERVICE_ZIP_PREFIXES: 'any,787' }, 'BUSINESS_SERVICE_ZIP_PREFIXES'],
  ])('rejects %p naming %s', (override, variable) => {
    expect(() => loadConfig({ ...base, ...override })).toThrow(variable);
  });

  it('refuses the local admin and session defaults in production', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow('SESSION_SECRET');
    const secret = 'x'.repeat(40);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', SESSION_SECRET: secret })).toThrow(
      'BOOKING_LINK_SECRET',
    );
    const secrets = { SESSION_SECRET: secret, BOOKING_LINK_SECRET: 'y'.repeat(40) };
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', ...secrets })).toThrow('ADMIN_USERNAME');
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', ...secrets, ADMIN_USERNAME: 'owner' })).toThrow(
      'ADMIN_PASSWORD',
    );
    const ok = loadConfig({
      ...base,
      NODE_ENV: 'production',
      ...secrets,
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'a-long-real-password',
      ...realPayPal,
    });
    expect(ok.isProduction).toBe(true);
  });
});

const realPayPal = {
  PAYPAL_CLIENT_ID: 'AbC-client',
  PAYPAL_CLIENT_SECRET: 'EfG-secret',
  PAYPAL_WEBHOOK_ID: '8PT59735JN',
};

describe('loadConfig: PayPal', () => {
  const production = {
    ...base,
    NODE_ENV: 'production',
    SESSION_SECRET: 'x'.repeat(40),
    BOOKING_LINK_SECRET: 'y'.repeat(40),
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: 'a-long-real-password',
  };

  it('uses the local sandbox and its credentials when no PayPal credentials are configured (not in production)', () => {
    expect(loadConfig(base).paypal).toEqual({
      baseUrl: `http://127.0.0.1:${LOCAL_PAYPAL.port}`,
      clientId: LOCAL_PAYPAL.clientId,
      clientSecret: LOCAL_PAYPAL.clientSecret,
      webhookId: LOCAL_PAYPAL.webhookId,
      sdkUrl: `http://127.0.0.1:${LOCAL_PAYPAL.port}/sdk/js`,
      local: true,
    });
    const moved = loadConfig({ ...base, PAYPAL_BASE_URL: 'http://127.0.0.1:9999/' }).paypal;
    expect(moved.baseUrl).toBe('http://127.0.0.1:9999');
    expect(moved.sdkUrl).toBe('http://127.0.0.1:9999/sdk/js');
  });

  it("switches to PayPal's sandbox with credentials, and to live PayPal in production", () => {
    const sandbox = loadConfig({ ...base, ...realPayPal }).paypal;
    expect(sandbox).toMatchObject({ baseUrl: PAYPAL_SANDBOX_URL, clientId: 'AbC-client', webhookId: '8PT59735JN' });
    expect(sandbox).toMatchObject({ sdkUrl: 'https://www.paypal.com/sdk/js', local: false });
    expect(loadConfig({ ...production, ...realPayPal }).paypal.baseUrl).toBe(PAYPAL_LIVE_URL);
  });

  it.each([
    [{}, 'PAYPAL_CLIENT_ID'],
    [{ ...realPayPal, PAYPAL_CLIENT_ID: LOCAL_PAYPAL.clientId }, 'PAYPAL_CLIENT_ID'],
    [{ ...realPayPal, PAYPAL_CLIENT_SECRET: '' }, 'PAYPAL_CLIENT_SECRET'],
    [{ ...realPayPal, PAYPAL_WEBHOOK_ID: '' }, 'PAYPAL_WEBHOOK_ID'],
    [{ ...realPayPal, PAYPAL_BASE_URL: 'http://127.0.0.1:8790' }, 'PAYPAL_BASE_URL'],
  ])('production refuses %p naming %s', (override, variable) => {
    expect(() => loadConfig({ ...production, ...override })).toThrow(variable);
  });

  it.each([
    [{ PAYPAL_BASE_URL: 'ftp://paypal' }, 'PAYPAL_BASE_URL'],
    [{ PAYPAL_CLIENT_ID: 'id-without-secret' }, 'PAYPAL_CLIENT_SECRET'],
    [{ PAYPAL_SANDBOX_PORT: '0' }, 'PAYPAL_SANDBOX_PORT'],
    [{ PAYPAL_WEBHOOK_ID: 'WH-1234' }, 'PAYPAL_WEBHOOK_ID'],
  ])('rejects %p naming %s', (override, variable) => {
    expect(() => loadConfig({ ...base, ...override })).toThrow(variable);
  });
});
