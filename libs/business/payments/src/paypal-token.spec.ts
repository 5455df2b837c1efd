import { PayPalTokenCache } from './paypal-token';

describe('PayPalTokenCache', () => {
  it('shares one request between concurrent callers and reuses the token until shortly before expiry', async () => {
    let now = 0;
    let issued = 0;
    const cache = new PayPalTokenCache(
      async () => ({ access_token: `t${++issued}`, expires_in: 3600 }),
      () => now,
    );
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual(['t1', 't1', 't1']);
    now = (3600 - 301) * 1000;
    expect(await cache.get()).toBe('t1');
    now = (3600 - 299) * 1000;
    expect(await cache.get()).toBe('t2');
    expect(issued).toBe(2);
  });

  it('renews a short-lived token at 90% of its lifetime, and after a failed request or an invalidation', async () => {
    let now = 0;
    let issued = 0;
    let fail = true;
    const cache = new PayPalTokenCache(
      async () => {
        if (fail) throw new Error('down');
        return { access_token: `t${++issued}`, expires_in: 100 };
      },
      () => now,
    );
    await expect(cache.get()).rejects.toThrow('down');
    fail = false;
    expect(await cache.get()).toBe('t1');
    now = 91_000;
    expect(await cache.get()).toBe('t2');
    cache.invalidate('t1');
    expect(await cache.get()).toBe('t2');
    cache.invalidate('t2');
    expect(await cache.get()).toBe('t3');
  });
});
