import { promoPeriod } from './promo-period.rules';

describe('promoPeriod', () => {
  const promo = { startDate: '2026-06-01', expiresAt: '2026-06-30' as string | null };

  it('is scheduled before the start, running from the first to the last day, expired after', () => {
    expect(promoPeriod(promo, '2026-05-31')).toBe('scheduled');
    expect(promoPeriod(promo, '2026-06-01')).toBe('running');
    expect(promoPeriod(promo, '2026-06-30')).toBe('running');
    expect(promoPeriod(promo, '2026-07-01')).toBe('expired');
  });

  it('never expires without an end date', () => {
    expect(promoPeriod({ ...promo, expiresAt: null }, '2099-01-01')).toBe('running');
  });
});
