import type { EntityManager } from 'typeorm';
import { CancellationRefunds, type RefundDesk } from './cancellation-refunds';

const manager = {} as EntityManager;
const parent = { kind: 'parent' as const, id: null, name: 'Parent' };
const HELD = { paypalCents: 89_500, cashCents: 16_000, bankTransferCents: 0 };
const LINE = { amount: '1.00', state: 'on-its-way' as const, at: '2026-02-16T16:00:00.000Z' };

describe("CancellationRefunds: where a cancellation finds payments' refund desk", () => {
  it('without a desk no booking has refunds, and a refund fails loudly rather than being dropped', async () => {
    const refunds = new CancellationRefunds();
    await expect(refunds.linesOf(['b1'])).resolves.toEqual(new Map([['b1', []]]));
    await expect(refunds.send([])).resolves.toBe('completed');
    await expect(refunds.goingBack(manager, 'b1')).resolves.toBe(0);
    await expect(refunds.heldBy('b1')).resolves.toBeUndefined();
    await expect(refunds.record(manager, 'b1', 100, 'why', parent)).rejects.toThrow('import PaymentsModule');
  });

  it('hands every call to the registered desk; sending nothing asks PayPal nothing', async () => {
    const desk: RefundDesk = {
      record: jest.fn().mockResolvedValue({ intents: [{ id: 'r1', amountCents: 100 }], owedCents: 0 }),
      again: jest.fn(),
      goingBack: jest.fn().mockResolvedValue(300),
      send: jest.fn().mockResolvedValue('waiting'),
      linesOf: jest.fn().mockResolvedValue(new Map([['b1', [LINE]]])),
      heldOf: jest.fn().mockResolvedValue(new Map([['b1', HELD]])),
    };
    const refunds = new CancellationRefunds();
    refunds.register(desk);
    const { intents } = await refunds.record(manager, 'b1', 100, 'why', parent);
    expect(desk.record).toHaveBeenCalledWith(manager, 'b1', 100, 'why', parent);
    await expect(refunds.send(intents)).resolves.toBe('waiting');
    await expect(refunds.send([])).resolves.toBe('completed');
    expect(desk.send).toHaveBeenCalledTimes(1);
    await expect(refunds.linesOf(['b1'])).resolves.toEqual(new Map([['b1', [LINE]]]));
    await expect(refunds.goingBack(manager, 'b1')).resolves.toBe(300);
    await expect(refunds.heldBy('b1')).resolves.toEqual(HELD);
  });
});
