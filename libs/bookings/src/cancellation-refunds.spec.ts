import type { EntityManager } from 'typeorm';
import { CancellationRefunds, type RefundDesk } from './cancellation-refunds';

const manager = {} as EntityManager;
const parent = { kind: 'parent' as const, id: null, name: 'Parent' };

describe("CancellationRefunds: where a cancellation finds payments' refund desk", () => {
  it('without a desk nothing is waiting, and a refund fails loudly rather than being dropped', async () => {
    const refunds = new CancellationRefunds();
    await expect(refunds.waitingCents('b1')).resolves.toBe(0);
    await expect(refunds.send([])).resolves.toBe('completed');
    await expect(refunds.record(manager, 'b1', 100, 'why', parent)).rejects.toThrow('import PaymentsModule');
  });

  it('hands every call to the registered desk; sending nothing asks PayPal nothing', async () => {
    const desk: RefundDesk = {
      record: jest.fn().mockResolvedValue([{ id: 'r1', amountCents: 100 }]),
      again: jest.fn(),
      send: jest.fn().mockResolvedValue('waiting'),
      waitingCents: jest.fn().mockResolvedValue(100),
    };
    const refunds = new CancellationRefunds();
    refunds.register(desk);
    const intents = await refunds.record(manager, 'b1', 100, 'why', parent);
    expect(desk.record).toHaveBeenCalledWith(manager, 'b1', 100, 'why', parent);
    await expect(refunds.send(intents)).resolves.toBe('waiting');
    await expect(refunds.send([])).resolves.toBe('completed');
    expect(desk.send).toHaveBeenCalledTimes(1);
    await expect(refunds.waitingCents('b1')).resolves.toBe(100);
  });
});
