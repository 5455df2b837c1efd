import { paymentStateOf } from './payment-state';

describe('paymentStateOf', () => {
  const booking = (paymentStatus: 'unpaid' | 'deposit_paid' | 'completed' | 'refunded', paid: number, final = 40000) =>
    ({ paymentStatus, amountPaidCents: paid, finalCents: final }) as const;

  it('says Unpaid before any money, also for a cancelled booking that never paid', () => {
    expect(paymentStateOf(booking('unpaid', 0))).toBe('unpaid');
  });

  it('says Deposit while part is paid, also after a partial refund', () => {
    expect(paymentStateOf(booking('deposit_paid', 20000))).toBe('deposit');
    expect(paymentStateOf(booking('deposit_paid', 35000))).toBe('deposit');
  });

  it('says Paid when the payments cover the final price, and for a free booking', () => {
    expect(paymentStateOf(booking('completed', 40000))).toBe('paid');
    expect(paymentStateOf(booking('completed', 0, 0))).toBe('paid');
  });

  it('says Refunded once the money went back', () => {
    expect(paymentStateOf(booking('refunded', 0))).toBe('refunded');
    expect(paymentStateOf(booking('refunded', 1000))).toBe('refunded');
  });
});
