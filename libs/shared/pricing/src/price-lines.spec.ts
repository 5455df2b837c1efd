import { balanceDue, priceLines, signedUsd } from './price-lines';
import { quote, quoteFromDollars, type PriceQuote } from './pricing';

const NO_DISCOUNT = { largeGroupDiscountPercent: 0 };
const quoted = (gameCount: number, guestCount: number, addOns = {}, largeGroupDiscountPercent = 0) =>
  quote({ gameCount, guestCount, addOns }, { largeGroupDiscountPercent });
/** label → cents, the way a reader scans the lines. */
const shown = (...args: Parameters<typeof priceLines>) =>
  priceLines(...args).map((line) => [line.label, line.cents] as const);

describe('priceLines: one rendering of a price for the wizard, the e-mail, the PDFs and the admin', () => {
  it('shows only the package and the total for 3 games and up to 15 children', () => {
    expect(priceLines({ quote: quoted(3, 15), guestCount: 15 })).toEqual([
      { key: 'package', label: 'Package (3 games)', cents: 40_000 },
      { key: 'total', label: 'Total', cents: 40_000 },
    ]);
  });

  it('names the extra children and each chosen add-on with its count and unit price', () => {
    const addOns = { photography: true, videography: true, customShirts: true, customAwards: true };
    expect(shown({ quote: quoted(4, 20, addOns), guestCount: 20 })).toEqual([
      ['Package (4 games)', 60_000],
      ['Extra children (5 × $15.00)', 7_500],
      ['Professional Photography', 19_900],
      ['Event Videography', 29_900],
      ['Custom T-Shirts (20 × $25.00)', 50_000],
      ['Custom Awards (20 × $15.00)', 30_000],
      ['Total', 197_300],
    ]);
  });

  it('shows the large-group discount as a negative line only while one is configured', () => {
    expect(priceLines({ quote: quoted(3, 20), guestCount: 20 }).map((l) => l.key)).toEqual([
      'package',
      'extraChildren',
      'total',
    ]);
    expect(shown({ quote: quoted(3, 20, {}, 10), guestCount: 20 })).toEqual([
      ['Package (3 games)', 40_000],
      ['Extra children (5 × $15.00)', 7_500],
      ['Large Group Discount Applied', -4_750],
      ['Total', 42_750],
    ]);
  });

  it('with a promo discount: the subtotal, discount (with the code) and total, never below zero', () => {
    const q = quoted(3, 10);
    expect(shown({ quote: q, guestCount: 10, promo: { code: 'SPRING', discountCents: 5_000 } }).slice(1)).toEqual([
      ['Subtotal', 40_000],
      ['Discount (SPRING)', -5_000],
      ['Total', 35_000],
    ]);
    expect(shown({ quote: q, guestCount: 10, promo: { code: 'FREE', discountCents: 50_000 } }).at(-1)).toEqual([
      'Total',
      0,
    ]);
  });

  it('shows no discount line and no subtotal without a discount, whatever the promo says', () => {
    for (const promo of [null, { code: 'SPRING', discountCents: 0 }, { code: null, discountCents: 0 }]) {
      const keys = priceLines({ quote: quoted(3, 10), guestCount: 10, promo }).map((l) => l.key);
      expect(keys).toEqual(['package', 'total']);
    }
  });

  it('adds what was paid and the balance due when given, after the total', () => {
    const lines = shown({
      quote: quoted(3, 10),
      guestCount: 10,
      payment: { paidCents: 20_000, balanceDueCents: 20_000 },
    });
    expect(lines.slice(-3)).toEqual([
      ['Total', 40_000],
      ['Paid', 20_000],
      ['Balance due', 20_000],
    ]);
  });

  it('takes unit prices from the amounts charged, rounded to the cent (a stored booking is never re-priced)', () => {
    const stored: PriceQuote = { ...quoted(3, 18), totalPrice: 44_600 };
    stored.breakdown = { ...stored.breakdown, extraGuests: 4_600 };
    expect(shown({ quote: stored, guestCount: 18 })[1]).toEqual(['Extra children (3 × $15.33)', 4_600]);
  });

  it("reads the api's pricing result (dollar strings) as the same quote in cents", () => {
    const result = {
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
    expect(quoteFromDollars(result)).toEqual(
      quote({ gameCount: 4, guestCount: 20, addOns: { photography: true } }, NO_DISCOUNT),
    );
  });

  it('writes a discount with a minus sign', () => {
    expect([signedUsd(-4_750), signedUsd(123_450), signedUsd(0)]).toEqual(['−$47.50', '$1,234.50', '$0.00']);
  });
});

describe('balanceDue (what a booking still owes)', () => {
  it('is the final price less what was paid', () => {
    expect(balanceDue(60_000, 0)).toBe(60_000);
    expect(balanceDue(60_000, 30_000)).toBe(30_000);
    expect(balanceDue(40_001, 20_001)).toBe(20_000);
    expect(balanceDue(60_000, 60_000)).toBe(0);
  });

  it('never goes below zero when more was paid than the final (a lowered price, a larger promo)', () => {
    expect(balanceDue(44_500, 60_000)).toBe(0);
    expect(balanceDue(0, 0)).toBe(0);
    expect(balanceDue(0, 10_000)).toBe(0);
  });

  it('is nothing once the booking is cancelled, whatever was paid', () => {
    expect(balanceDue(60_000, 30_000, true)).toBe(0);
    expect(balanceDue(60_000, 0, true)).toBe(0);
    expect(balanceDue(60_000, 30_000, false)).toBe(30_000);
  });
});
