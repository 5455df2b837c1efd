import { addDays } from './create-booking.service';

describe('addDays (calendar days, no time zone)', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-11-01', 730, '2028-10-31'],
  ])('%s + %i = %s', (from, days, to) => expect(addDays(from, days)).toBe(to));
});
