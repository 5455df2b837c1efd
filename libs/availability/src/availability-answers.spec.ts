import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { AppConfig } from '@app/config';
import { AvailabilityAnswers, availabilityChanged } from './availability-answers';

describe('AvailabilityAnswers', () => {
  let answers: AvailabilityAnswers;
  beforeEach(() => {
    // Nothing listens on port 1: Redis is unreachable.
    answers = new AvailabilityAnswers(
      { redisUrl: 'redis://127.0.0.1:1' } as AppConfig,
      {
        subscribers: [],
      } as unknown as DataSource,
    );
  });
  afterEach(() => answers.onApplicationShutdown());

  it('without Redis, answers every read from the statement, keeps nothing, and a change does not fail', async () => {
    const compute = jest.fn().mockResolvedValue({ value: { days: [] }, validForMs: null });
    expect((await answers.answer('k', compute)).body).toBe('{"days":[]}');
    expect((await answers.answer('k', compute)).body).toBe('{"days":[]}');
    expect(compute).toHaveBeenCalledTimes(2);
    await expect(answers.bump()).resolves.toBeUndefined();
  });

  describe('availabilityChanged', () => {
    let bump: jest.SpyInstance;
    const runner = () => ({ isTransactionActive: true, data: {} }) as QueryRunner;
    const managerOf = (queryRunner?: QueryRunner) =>
      ({ queryRunner, connection: { subscribers: [answers] } }) as unknown as EntityManager;
    const end = (queryRunner: QueryRunner, how: 'commit' | 'rollback') => {
      const event = { queryRunner } as never;
      return how === 'commit' ? answers.afterTransactionCommit(event) : answers.afterTransactionRollback(event);
    };
    beforeEach(() => {
      bump = jest.spyOn(answers, 'bump').mockResolvedValue();
    });

    it('in a transaction, moves the generation on once, after the outermost commit (not a savepoint release)', async () => {
      const tx = runner();
      await availabilityChanged(managerOf(tx));
      expect(bump).not.toHaveBeenCalled();
      await end(tx, 'commit'); // a savepoint: the transaction goes on
      expect(bump).not.toHaveBeenCalled();
      Object.assign(tx, { isTransactionActive: false });
      await end(tx, 'commit');
      await end(tx, 'commit');
      expect(bump).toHaveBeenCalledTimes(1);
    });

    it('forgets the mark on the outermost rollback, and a transaction that marked nothing moves nothing', async () => {
      const tx = runner();
      await availabilityChanged(managerOf(tx));
      Object.assign(tx, { isTransactionActive: false });
      await end(tx, 'rollback');
      await end(tx, 'commit');
      await end(Object.assign(runner(), { isTransactionActive: false }), 'commit');
      expect(bump).not.toHaveBeenCalled();
    });

    it('outside a transaction, moves the generation on at once', async () => {
      await availabilityChanged(managerOf(undefined));
      expect(bump).toHaveBeenCalledTimes(1);
    });
  });
});
