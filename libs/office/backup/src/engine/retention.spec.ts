import { backupsToKeep, isoWeek } from './retention';

const at = (finishedAt: string) => ({ id: finishedAt, finishedAt });

describe('backupsToKeep', () => {
  it('keeps the newest of each of the last days that have a backup, and of each of the last ISO weeks', () => {
    // Three weeks of nightly backups, plus a second one on the last day.
    const nightly = Array.from({ length: 21 }, (_, i) => at(`2026-11-${String(i + 8).padStart(2, '0')}T03:00:00.000Z`));
    const backups = [...nightly, at('2026-11-28T15:00:00.000Z')];
    const kept = [...backupsToKeep(backups, 3, 2)].sort();
    expect(kept).toEqual([
      // Sunday the 22nd closes ISO week 47; the newest of week 48 is the 28th's afternoon one.
      '2026-11-22T03:00:00.000Z',
      '2026-11-26T03:00:00.000Z',
      '2026-11-27T03:00:00.000Z',
      '2026-11-28T15:00:00.000Z',
    ]);
  });

  it('keeps the last good backups when backups stopped for a while, and always the newest', () => {
    const backups = [at('2026-01-01T03:00:00.000Z'), at('2026-01-02T03:00:00.000Z'), at('2026-03-01T03:00:00.000Z')];
    expect(backupsToKeep(backups, 2, 0)).toEqual(new Set(['2026-03-01T03:00:00.000Z', '2026-01-02T03:00:00.000Z']));
    expect(backupsToKeep(backups, 1, 0)).toEqual(new Set(['2026-03-01T03:00:00.000Z']));
  });
});

describe('isoWeek', () => {
  it.each([
    ['2026-11-29T12:00:00Z', '2026-W48'],
    ['2026-11-30T00:00:00Z', '2026-W49'],
    ['2021-01-03T12:00:00Z', '2020-W53'],
    ['2024-12-30T12:00:00Z', '2025-W01'],
  ])('%s is in %s', (instant, week) => {
    expect(isoWeek(new Date(instant))).toBe(week);
  });
});
