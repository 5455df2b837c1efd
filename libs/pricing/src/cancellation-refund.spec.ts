import { refundLessFee } from './cancellation-refund';

describe('refundLessFee (a cancellation in time)', () => {
  it('gives back what was paid less the fee', () => {
    expect(refundLessFee(60_000, 3)).toBe(58_200);
    expect(refundLessFee(30_000, 3)).toBe(29_100);
    expect(refundLessFee(60_000, 0)).toBe(60_000);
  });

  it('rounds the fee to the cent and never gives back more than was paid', () => {
    // 3% of $123.45 is $3.7035: $3.70 kept.
    expect(refundLessFee(12_345, 3)).toBe(12_345 - 370);
    expect(refundLessFee(0, 3)).toBe(0);
    expect(refundLessFee(50_000, 100)).toBe(0);
  });
});
