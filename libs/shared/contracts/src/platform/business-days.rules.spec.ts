import { addDays, todayIn } from './business-days.rules';

describe('todayIn', () => {
  // 03:30 UTC on 1 March is still 28 February in Chicago and already 1 March in Tokyo.
  const now = new Date('2027-03-01T03:30:00Z');
  it('gives the calendar date of the business time zone', () => {
    expect(todayIn('America/Chicago', now)).toBe('2027-02-28');
    expect(todayIn('Asia/Tokyo', now)).toBe('2027-03-01');
    expect(todayIn('UTC', now)).toBe('2027-03-01');
  });
});

describe('addDays (calendar days, no time zone)', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-11-01', 730, '2028-10-31'],
  ])('%s + %i = %s', (from, days, to) => expect(addDays(from, days)).toBe(to));
});
