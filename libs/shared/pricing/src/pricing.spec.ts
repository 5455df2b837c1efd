import { durationMinutes, quote } from './pricing';
import { addOnPriceLabel, gameRangeLabel, packagePriceCents, packageTierOf } from './shown-prices';
import { dollarsToCents, formatDollars, formatUsd, signedDollarsToCents } from './money';

const NO_DISCOUNT = { largeGroupDiscountPercent: 0 };

describe('pricing (docs/product/constants.md#business-constants-and-limits, docs/product/money.md#package-price)', () => {
  it.each([
    [3, 40_000],
    [4, 60_000],
    [5, 60_000],
    [6, 80_000],
    [9, 80_000],
  ])('%i games cost %i cents', (games, cents) => expect(packagePriceCents(games)).toBe(cents));

  it.each([
    [0, '3 games', 40_000],
    [3, '3 games', 40_000],
    [5, '4-5 games', 60_000],
    [6, '6 or more games', 80_000],
    [12, '6 or more games', 80_000],
  ])('%i games book the package of %s', (games, range, cents) => {
    const tier = packageTierOf(games);
    expect([gameRangeLabel(tier), tier.cents]).toEqual([range, cents]);
  });

  it.each([
    [3, 90],
    [4, 105],
    [5, 120],
    [6, 155],
  ])('%i games last %i minutes', (games, minutes) => expect(durationMinutes(games)).toBe(minutes));

  it('adds $15 per child beyond 15 and per-child add-ons by guest count', () => {
    const q = quote({ gameCount: 4, guestCount: 20, addOns: { photography: true, customShirts: true } }, NO_DISCOUNT);
    expect(q.breakdown).toMatchObject({
      package: 60_000,
      extraGuests: 7_500,
      photography: 19_900,
      customShirts: 50_000,
    });
    expect(q.totalPrice).toBe(60_000 + 7_500 + 19_900 + 50_000);
    expect(q.totalDuration).toBe(105);
  });

  it('keeps the documented total for large groups while the discount is 0', () => {
    const q = quote({ gameCount: 3, guestCount: 25, addOns: {} }, NO_DISCOUNT);
    expect(q.totalPrice).toBe(40_000 + 10 * 1_500);
    expect(q.breakdown.largeGroupDiscount).toBe(0);
  });

  describe('with a configured large-group discount (docs/product/money.md#large-group)', () => {
    const tenPercent = { largeGroupDiscountPercent: 10 };

    it('takes the percentage off the whole total for 20 or more children, as its own line', () => {
      const q = quote({ gameCount: 3, guestCount: 20, addOns: { customShirts: true } }, tenPercent);
      const subtotal = 40_000 + 5 * 1_500 + 20 * 2_500;
      expect(q.breakdown.largeGroupDiscount).toBe(subtotal / 10);
      expect(q.totalPrice).toBe(subtotal - subtotal / 10);
    });

    it('leaves groups of 19 or fewer at the full price', () => {
      const q = quote({ gameCount: 3, guestCount: 19, addOns: {} }, tenPercent);
      expect(q.breakdown.largeGroupDiscount).toBe(0);
      expect(q.totalPrice).toBe(40_000 + 4 * 1_500);
    });

    it('rounds the discount to whole cents', () => {
      const q = quote({ gameCount: 3, guestCount: 21, addOns: {} }, { largeGroupDiscountPercent: 7 });
      expect(q.breakdown.largeGroupDiscount).toBe(Math.round((49_000 * 7) / 100));
      expect(Number.isInteger(q.totalPrice)).toBe(true);
    });
  });

  it('labels add-ons from the charged prices', () => {
    expect(addOnPriceLabel('photography')).toBe('+$199');
    expect(addOnPriceLabel('customAwards')).toBe('+$15 per child');
  });

  it('converts money at the edges', () => {
    expect(dollarsToCents('400.5')).toBe(40_050);
    expect(dollarsToCents('-1')).toBeUndefined();
    // A discount line's signed dollars, exact where Number("0.29") * 100 is not.
    expect(signedDollarsToCents('-25.00')).toBe(-2_500);
    expect(signedDollarsToCents('0.29')).toBe(29);
    expect(signedDollarsToCents('--1')).toBeUndefined();
    expect(formatUsd(19_900, true)).toBe('$199');
    expect(formatUsd(123_450)).toBe('$1,234.50');
  });

  it('writes dollars as the pages, receipts and messages show them', () => {
    const shown: [number, string, string][] = [
      [0, '$0.00', '$0'],
      [1, '$0.01', '$0.01'],
      [19_900, '$199.00', '$199'],
      [99_999, '$999.99', '$999.99'],
      [123_456_789, '$1,234,567.89', '$1,234,567.89'],
      [12_345.5, '$123.46', '$123.46'],
      [-19_900, '-$199.00', '-$199'],
    ];
    for (const [cents, full, compact] of shown) {
      expect(formatUsd(cents)).toBe(full);
      expect(formatUsd(cents, true)).toBe(compact);
    }
  });

  it("writes the api's dollars the same way", () => {
    expect(formatDollars('400.00')).toBe('$400.00');
    expect(formatDollars('1055.5')).toBe('$1,055.50');
    expect(formatDollars('-25.00')).toBe('-$25.00');
    expect(formatDollars(null)).toBe('$0.00');
    expect(formatDollars(undefined)).toBe('$0.00');
  });

  it("writes dollars without loading the locale's data (a long task on a phone's first prices)", () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    try {
      formatUsd(123_450);
      formatUsd(19_900, true);
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
  });
});
