import { describe, expect, it } from 'vitest';
import type { PricingResult } from '@app/contracts';
import { quote } from '@app/pricing';
import { formatDuration, priceLines, quoteFromResult } from './price-lines';

const NO_ADD_ONS = { photography: false, videography: false, customShirts: false, customAwards: false };
const lines = (gameCount: number, guestCount: number, addOns = {}, largeGroupDiscountPercent = 0) =>
  priceLines(
    quote({ gameCount, guestCount, addOns: { ...NO_ADD_ONS, ...addOns } }, { largeGroupDiscountPercent }),
    guestCount,
  );

describe('the price lines the review and the dialog show (libs/pricing, SPEC §9)', () => {
  it('shows only the package for 3 games and up to 15 children', () => {
    expect(lines(3, 15)).toEqual([{ label: 'Package (3 games)', cents: 40_000 }]);
  });

  it('adds the extra children beyond 15 and each chosen add-on, per child where it is priced per child', () => {
    expect(lines(4, 20, { photography: true, customShirts: true })).toEqual([
      { label: 'Package (4 games)', cents: 60_000 },
      { label: 'Extra children (5 beyond 15)', cents: 7_500 },
      { label: 'Professional Photography', cents: 19_900 },
      { label: 'Custom T-Shirts', cents: 50_000 },
    ]);
  });

  it('prices 6 games and more at the top tier', () => {
    expect(lines(6, 10)[0]).toEqual({ label: 'Package (6 games)', cents: 80_000 });
  });

  it('shows the large-group discount as a negative line only while one is configured', () => {
    expect(lines(3, 20).map((l) => l.label)).not.toContain('Large Group Discount Applied');
    expect(lines(3, 20, {}, 10).at(-1)).toEqual({ label: 'Large Group Discount Applied', cents: -4_750 });
  });

  it("reads the server's pricing result (dollar strings) as the same quote in cents", () => {
    const result: PricingResult = {
      basePrice: '600.00',
      totalPrice: '874.00',
      gameCount: 4,
      totalDuration: 105,
      breakdown: {
        package: '600.00',
        extraGuests: '75.00',
        photography: '199.00',
        videography: '0.00',
        customShirts: '0.00',
        customAwards: '0.00',
        largeGroupDiscount: '0.00',
      },
    };
    expect(quoteFromResult(result)).toEqual(
      quote({ gameCount: 4, guestCount: 20, addOns: { photography: true } }, { largeGroupDiscountPercent: 0 }),
    );
  });

  it('writes the event length in hours and minutes', () => {
    expect([formatDuration(90), formatDuration(105), formatDuration(60), formatDuration(45)]).toEqual([
      '1 h 30 min',
      '1 h 45 min',
      '1 h',
      '45 min',
    ]);
  });
});
