import { addOnPriceLabel, durationMinutes, packagePriceCents, quote } from './pricing';
import { dollarsToCents, formatUsd } from './money';

describe('pricing (SPEC §9, DESIGN §4.2)', () => {
  it.each([
    [3, 40_000],
    [4, 60_000],
    [5, 60_000],
    [6, 80_000],
    [9, 80_000],
  ])('%i games cost %i cents', (games, cents) => expect(packagePriceCents(games)).toBe(cents));

  it.each([
    [3, 90],
    [4, 105],
    [5, 120],
    [6, 155],
  ])('%i games last %i minutes', (games, minutes) => expect(durationMinutes(games)).toBe(minutes));

  it('adds $15 per child beyond 15 and per-child add-ons by guest count', () => {
    const q = quote({ gameCount: 4, guestCount: 20, addOns: { photography: true, customShirts: true } });
    expect(q.breakdown).toMatchObject({
      package: 60_000,
      extraGuests: 7_500,
      photography: 19_900,
      customShirts: 50_000,
    });
    expect(q.totalPrice).toBe(60_000 + 7_500 + 19_900 + 50_000);
    expect(q.totalDuration).toBe(105);
  });

  it('keeps the SPEC total for large groups while the discount is 0', () => {
    expect(quote({ gameCount: 3, guestCount: 25, addOns: {} }).totalPrice).toBe(40_000 + 10 * 1_500);
  });

  it('labels add-ons from the charged prices', () => {
    expect(addOnPriceLabel('photography')).toBe('+$199');
    expect(addOnPriceLabel('customAwards')).toBe('+$15 per child');
  });

  it('converts money at the edges', () => {
    expect(dollarsToCents('400.5')).toBe(40_050);
    expect(dollarsToCents('-1')).toBeUndefined();
    expect(formatUsd(19_900, true)).toBe('$199');
    expect(formatUsd(123_450)).toBe('$1,234.50');
  });
});
