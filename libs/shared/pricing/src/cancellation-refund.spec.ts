import { refundLessFee, splitRefund } from './cancellation-refund';

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

describe('splitRefund (how a refund goes back)', () => {
  const held = { paypalCents: 89_500, cashCents: 16_000, bankTransferCents: 5_000 };

  it('goes through PayPal first, up to what its captures hold', () => {
    expect(splitRefund(50_000, held)).toEqual({ paypalCents: 50_000, cashCents: 0, bankTransferCents: 0 });
    expect(splitRefund(89_500, held)).toEqual({ paypalCents: 89_500, cashCents: 0, bankTransferCents: 0 });
  });

  it('gives the rest back by hand, cash before bank transfer (booked 18, edited to 22, $160 in cash)', () => {
    // $1,055.00 paid less the 3% fee is $1,023.35: PayPal holds $895.00, the other $128.35 came in cash.
    const paid = { paypalCents: 89_500, cashCents: 16_000, bankTransferCents: 0 };
    expect(splitRefund(refundLessFee(105_500, 3), paid)).toEqual({
      paypalCents: 89_500,
      cashCents: 12_835,
      bankTransferCents: 0,
    });
    expect(splitRefund(110_000, held)).toEqual({ paypalCents: 89_500, cashCents: 16_000, bankTransferCents: 4_500 });
  });

  it('never takes more from a source than it holds, nor anything of a refund of nothing', () => {
    expect(splitRefund(999_999, held)).toEqual(held);
    expect(splitRefund(0, held)).toEqual({ paypalCents: 0, cashCents: 0, bankTransferCents: 0 });
    expect(splitRefund(1_000, { paypalCents: 0, cashCents: 0, bankTransferCents: 700 })).toEqual({
      paypalCents: 0,
      cashCents: 0,
      bankTransferCents: 700,
    });
  });
});
