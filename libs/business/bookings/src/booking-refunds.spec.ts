import type { EntityManager } from 'typeorm';
import { BookingRefunds, type RefundReads } from './booking-refunds';

const manager = {} as EntityManager;
const HELD = { paypalCents: 89_500, cashCents: 16_000, bankTransferCents: 0 };
const LINE = { amount: '1.00', state: 'on-its-way' as const, at: '2026-02-16T16:00:00.000Z' };

describe("BookingRefunds: a booking's refunds and money held, as payments reports them", () => {
  it('without payments no booking has refunds, nothing is going back and nothing is known by method', async () => {
    const refunds = new BookingRefunds();
    await expect(refunds.linesOf(['b1'])).resolves.toEqual(new Map([['b1', []]]));
    await expect(refunds.goingBack(manager, 'b1')).resolves.toBe(0);
    await expect(refunds.heldBy('b1')).resolves.toBeUndefined();
  });

  it("reads payments' figures when an app composed them", async () => {
    const reads: RefundReads = {
      goingBack: jest.fn().mockResolvedValue(300),
      linesOf: jest.fn().mockResolvedValue(new Map([['b1', [LINE]]])),
      heldOf: jest.fn().mockResolvedValue(new Map([['b1', HELD]])),
    };
    const refunds = new BookingRefunds(reads);
    await expect(refunds.linesOf(['b1'])).resolves.toEqual(new Map([['b1', [LINE]]]));
    await expect(refunds.goingBack(manager, 'b1')).resolves.toBe(300);
    await expect(refunds.heldBy('b1', manager)).resolves.toEqual(HELD);
    expect(reads.heldOf).toHaveBeenCalledWith(['b1'], manager);
  });
});
