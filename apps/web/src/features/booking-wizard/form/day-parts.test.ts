import { describe, expect, it } from 'vitest';
import { START_TIME_VALUES } from '@app/contracts';
import { timesByDayPart } from './day-parts';

describe('timesByDayPart', () => {
  it('splits the start times at noon and 5 PM, each part in order', () => {
    const parts = timesByDayPart(START_TIME_VALUES);
    expect(parts.map((p) => [p.name, p.times[0], p.times.at(-1)])).toEqual([
      ['Morning', '09:00', '11:45'],
      ['Afternoon', '12:00', '16:45'],
      ['Evening', '17:00', '18:00'],
    ]);
    expect(parts.flatMap((p) => p.times)).toEqual(START_TIME_VALUES);
  });

  it('leaves out a part with no free time', () => {
    expect(timesByDayPart(['09:30', '17:15'])).toEqual([
      { name: 'Morning', times: ['09:30'] },
      { name: 'Evening', times: ['17:15'] },
    ]);
    expect(timesByDayPart([])).toEqual([]);
  });
});
