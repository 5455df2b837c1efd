import { planAmountCents } from './payment-plans';

describe('planAmountCents', () => {
  const unpaid = { finalCents: 60_000, amountPaidCents: 0 };

  it('charges half for a deposit and everything for a full payment', () => {
    expect(planAmountCents('deposit', unpaid)).toBe(30_000);
    expect(planAmountCents('full', unpaid)).toBe(60_000);
  });

  it('rounds an odd deposit half a cent up, so deposit + balance is the final', () => {
    const odd = { finalCents: 40_001, amountPaidCents: 0 };
    const deposit = planAmountCents('deposit', odd)!;
    expect(deposit).toBe(20_001);
    expect(planAmountCents('balance', { finalCents: 40_001, amountPaidCents: deposit })).toBe(20_000);
  });

  it('offers the balance only after a deposit, and nothing else then', () => {
    expect(planAmountCents('balance', unpaid)).toBeUndefined();
    const deposited = { finalCents: 60_000, amountPaidCents: 30_000 };
    expect(planAmountCents('balance', deposited)).toBe(30_000);
    expect(planAmountCents('deposit', deposited)).toBeUndefined();
    expect(planAmountCents('full', deposited)).toBeUndefined();
  });

  it('charges nothing on a free or fully paid booking', () => {
    expect(planAmountCents('full', { finalCents: 0, amountPaidCents: 0 })).toBeUndefined();
    expect(planAmountCents('balance', { finalCents: 60_000, amountPaidCents: 60_000 })).toBeUndefined();
  });
});
