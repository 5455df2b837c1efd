import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { AppConfig } from '@app/config';
import type { SettingsService } from '@app/settings';
import { AvailabilityAnswers, availabilityChanged } from './availability-answers';
import { fieldsChanged, fieldsRead } from './availability-scope';

describe('AvailabilityAnswers', () => {
  let answers: AvailabilityAnswers;
  beforeEach(() => {
    // Nothing listens on port 1: Redis is unreachable.
    answers = new AvailabilityAnswers(
      { redisUrl: 'redis://127.0.0.1:1', availability: { setupMinutes: 30, bufferMinutes: 60 } } as AppConfig,
      { subscribers: [] } as unknown as DataSource,
      { snapshot: () => ({ timeZone: 'America/Chicago' }) } as SettingsService,
    );
  });
  afterEach(() => answers.onApplicationShutdown());

  it('without Redis, answers every read from the statement, keeps nothing, and a change does not fail', async () => {
    const day = '{"date":"2026-12-19","times":["10:00"]}';
    const compute = jest.fn().mockResolvedValue({ days: new Map([['2026-12-19', day]]), validForMs: null });
    const range = { from: '2026-12-19', to: '2026-12-19' };
    expect((await answers.answer('k', range, compute)).body).toBe(`{"days":[${day}]}`);
    expect((await answers.answer('k', range, compute)).body).toBe(`{"days":[${day}]}`);
    expect(compute).toHaveBeenCalledTimes(2);
    await expect(answers.bump(['all'])).resolves.toBeUndefined();
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

    it('in a transaction, moves the generations of what it changed on once, after the outermost commit (not a savepoint release)', async () => {
      const tx = runner();
      await availabilityChanged(managerOf(tx), { days: ['2026-12-19'] });
      await availabilityChanged(managerOf(tx), { weekdays: [6] });
      expect(bump).not.toHaveBeenCalled();
      await end(tx, 'commit'); // a savepoint: the transaction goes on
      expect(bump).not.toHaveBeenCalled();
      Object.assign(tx, { isTransactionActive: false });
      await end(tx, 'commit');
      await end(tx, 'commit');
      expect(bump).toHaveBeenCalledTimes(1);
      expect([...bump.mock.calls[0][0]]).toEqual(['d2026-12-19', 'm2026-12', 'w6']);
    });

    it('forgets the mark on the outermost rollback, and a transaction that marked nothing moves nothing', async () => {
      const tx = runner();
      await availabilityChanged(managerOf(tx), 'every day');
      Object.assign(tx, { isTransactionActive: false });
      await end(tx, 'rollback');
      await end(tx, 'commit');
      await end(Object.assign(runner(), { isTransactionActive: false }), 'commit');
      expect(bump).not.toHaveBeenCalled();
    });

    it('outside a transaction, moves the generation on at once', async () => {
      await availabilityChanged(managerOf(undefined), 'every day');
      expect(bump).toHaveBeenCalledWith(['all']);
    });
  });

  describe('what a read depends on and what a change moves on', () => {
    const rules = { timeZone: 'America/Chicago', setupMinutes: 30, bufferMinutes: 60 };
    /** A local (Chicago, UTC-6 in December) wall time as an instant. */
    const at = (day: string, time: string) => new Date(`${day}T${time}:00-06:00`);

    it('a whole answer depends on every answer, its weekdays and its months; each of its days on itself too', () => {
      expect(fieldsRead('2026-12-30', '2027-01-01')).toEqual({
        answer: ['all', 'w3', 'w4', 'w5', 'm2026-12', 'm2027-01'],
        days: ['d2026-12-30', 'd2026-12-31', 'd2027-01-01'],
      });
    });

    it('an allocation changes the days whose starts it can block: its own, and the day before only when an event that long reaches it', () => {
      // 10:00 for 90 min: arrival 9:30, buffer's end 12:30.
      expect(
        fieldsChanged({ ranges: [{ startsAt: at('2026-12-19', '09:30'), endsAt: at('2026-12-19', '12:30') }] }, rules),
      ).toEqual(['d2026-12-19', 'm2026-12']);
      // A busy range from 1:00 AM: a long event starting the evening before, with its buffer, reaches it.
      expect(
        fieldsChanged({ ranges: [{ startsAt: at('2026-12-19', '01:00'), endsAt: at('2026-12-19', '04:00') }] }, rules),
      ).toEqual(['d2026-12-18', 'd2026-12-19', 'm2026-12']);
    });

    it('a blackout changes its days, windows their weekdays, a team everything', () => {
      expect(fieldsChanged({ days: ['2026-12-24', '2026-12-25'] }, rules)).toEqual([
        'd2026-12-24',
        'd2026-12-25',
        'm2026-12',
      ]);
      expect(fieldsChanged({ weekdays: [0, 6] }, rules)).toEqual(['w0', 'w6']);
      expect(fieldsChanged('every day', rules)).toEqual(['all']);
    });
  });
});
