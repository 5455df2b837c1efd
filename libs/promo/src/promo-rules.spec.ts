import { PROMO_MESSAGES as M } from '@app/contracts';
import { discountCents, promoProblem } from './promo-rules';

const promo = {
  isActive: true,
  startDate: '2026-06-01',
  expiresAt: '2026-06-30' as string | null,
  usageCount: 3,
  usageLimit: 10,
  discountType: 'percentage' as const,
  discountValue: 10,
};

describe('promoProblem', () => {
  it('accepts the first and the last day (inclusive dates)', () => {
    expect(promoProblem(promo, '2026-06-01')).toBeUndefined();
    expect(promoProblem(promo, '2026-06-30')).toBeUndefined();
    expect(promoProblem({ ...promo, expiresAt: null }, '2030-01-01')).toBeUndefined();
  });

  it.each([
    ['inactive', { isActive: false }, '2026-06-10', M.inactive],
    ['not started', {}, '2026-05-31', M.notStarted('2026-06-01')],
    ['expired', {}, '2026-07-01', M.expired],
    ['used up', { usageCount: 10 }, '2026-06-10', M.usedUp],
  ])('%s', (_, change, today, message) => {
    expect(promoProblem({ ...promo, ...change }, today)).toBe(message);
  });

  it('a booking that already holds a use is not refused for the limit', () => {
    expect(promoProblem({ ...promo, usageCount: 10 }, '2026-06-10', true)).toBeUndefined();
  });
});

describe('discountCents', () => {
  it('takes a percentage of the total, rounded to the cent', () => {
    expect(discountCents({ ...promo, discountValue: 15 }, 59_900)).toBe(8_985);
    expect(discountCents({ ...promo, discountValue: 33 }, 12_345)).toBe(4_074); // 4073.85
  });

  it('never more than the total', () => {
    expect(discountCents({ ...promo, discountType: 'fixed', discountValue: 50_000 }, 40_000)).toBe(40_000);
    expect(discountCents({ ...promo, discountValue: 100 }, 40_000)).toBe(40_000);
    expect(discountCents({ ...promo, discountType: 'fixed', discountValue: 2_550 }, 40_000)).toBe(2_550);
  });
});
