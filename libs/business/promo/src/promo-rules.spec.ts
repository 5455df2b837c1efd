import { PROMO_MESSAGES as M } from '@app/contracts';
import { promoProblem } from './promo-rules';

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
