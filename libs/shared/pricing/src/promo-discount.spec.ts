import { changedDiscountCents, promoDiscountCents, type PromoTerms } from './promo-discount';

const tenPercent: PromoTerms = { discountType: 'percentage', discountValue: 10 };

describe('promoDiscountCents', () => {
  it('takes a percentage of the total, rounded to the cent', () => {
    expect(promoDiscountCents({ ...tenPercent, discountValue: 15 }, 59_900)).toBe(8_985);
    expect(promoDiscountCents({ ...tenPercent, discountValue: 33 }, 12_345)).toBe(4_074); // 4073.85
  });

  it('never more than the total', () => {
    expect(promoDiscountCents({ discountType: 'fixed', discountValue: 50_000 }, 40_000)).toBe(40_000);
    expect(promoDiscountCents({ ...tenPercent, discountValue: 100 }, 40_000)).toBe(40_000);
    expect(promoDiscountCents({ discountType: 'fixed', discountValue: 2_550 }, 40_000)).toBe(2_550);
  });
});

describe("changedDiscountCents: a changed booking's discount", () => {
  it('a percentage promo is taken again on the new total', () => {
    expect(changedDiscountCents(tenPercent, 4_000, 47_500)).toBe(4_750);
    expect(changedDiscountCents(tenPercent, 6_000, 40_000)).toBe(4_000);
  });

  it('a fixed promo, or one whose terms are gone, keeps its amount, never more than the new total', () => {
    // The promo's value today (edited since) is not what the booking was given.
    expect(changedDiscountCents({ discountType: 'fixed', discountValue: 9_000 }, 5_000, 47_500)).toBe(5_000);
    expect(changedDiscountCents(null, 5_000, 47_500)).toBe(5_000);
    expect(changedDiscountCents(null, 50_000, 40_000)).toBe(40_000);
  });
});
