import { validateSync } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { ADMIN_STATS_MESSAGES as M, periodWords, presetRange } from './admin-figures.contract';
import { AdminStatsQueryDto } from './admin-stats-query.dto';

describe('the admin figures’ periods', () => {
  it.each([
    ['this-month', '2028-02-10', '2028-02-01', '2028-02-29'],
    ['last-month', '2026-03-31', '2026-02-01', '2026-02-28'],
    ['last-month', '2026-01-15', '2025-12-01', '2025-12-31'],
    ['this-year', '2026-11-26', '2026-01-01', '2026-12-31'],
  ] as const)('%s on %s is %s to %s', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('says the days in words, the year once when both ends share it', () => {
    expect(periodWords({ from: '2026-11-01', to: '2026-11-30' })).toBe('Nov 1 – Nov 30, 2026');
    expect(periodWords({ from: '2025-12-01', to: '2026-01-31' })).toBe('Dec 1, 2025 – Jan 31, 2026');
    expect(periodWords({ from: '2026-11-26', to: '2026-11-26' })).toBe('Nov 26, 2026');
  });

  it('takes both ends or neither, in order (the first problem, as the api pipe says it)', () => {
    const problems = (query: object) =>
      validateSync(plainToInstance(AdminStatsQueryDto, query), { stopAtFirstError: true }).flatMap((e) =>
        Object.values(e.constraints ?? {}),
      );
    expect(problems({})).toEqual([]);
    expect(problems({ from: '2026-03-01', to: '2026-03-31' })).toEqual([]);
    expect(problems({ from: '2026-03-01' })).toEqual([M.pair]);
    expect(problems({ to: '2026-03-31' })).toEqual([M.pair]);
    expect(problems({ from: '2026-03-31', to: '2026-03-01' })).toEqual([M.range]);
  });
});
