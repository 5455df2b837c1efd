import request from 'supertest';
import type { SiteInfo } from '@app/contracts';
import { quote } from '@app/pricing';
import { startTestApp, TestApp } from '@app/testing';
import { CatalogModule } from './catalog.module';

/**
 * docs/product/money.md#large-group: the large-group discount is configuration, and the SPA gets it from GET /api/site.
 */
describe('GET /api/site pricing settings and the cancellation fee', () => {
  const siteWith = async (env: Record<string, string>): Promise<SiteInfo> => {
    const t: TestApp = await startTestApp({ imports: [CatalogModule], env });
    try {
      return (await request(t.server).get('/api/site').expect(200)).body as SiteInfo;
    } finally {
      await t.close();
    }
  };

  it('carries the configured LARGE_GROUP_DISCOUNT_PERCENT, which prices a large group as the server does', async () => {
    const site = await siteWith({ LARGE_GROUP_DISCOUNT_PERCENT: '12', CANCELLATION_FEE_PERCENT: '5' });
    expect(site.pricing).toEqual({ largeGroupDiscountPercent: 12 });
    // The fee /cancellation-policy names: configuration's, not a figure written into the page.
    expect(site.cancellationFeePercent).toBe(5);
    const q = quote({ gameCount: 3, guestCount: 20, addOns: {} }, site.pricing);
    expect(q.breakdown.largeGroupDiscount).toBe(Math.round(((40_000 + 5 * 1_500) * 12) / 100));
  });

  it('defaults to no discount', async () => {
    const site = await siteWith({ LARGE_GROUP_DISCOUNT_PERCENT: '', CANCELLATION_FEE_PERCENT: '' });
    expect(site.pricing).toEqual({ largeGroupDiscountPercent: 0 });
    expect(site.cancellationFeePercent).toBe(3);
  });
});
