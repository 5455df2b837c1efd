import { todayIn } from './site.service';

describe('todayIn', () => {
  // 03:30 UTC on 1 March is still 28 February in Chicago and already 1 March in Tokyo.
  const now = new Date('2027-03-01T03:30:00Z');
  it('gives the calendar date of the business time zone', () => {
    expect(todayIn('America/Chicago', now)).toBe('2027-02-28');
    expect(todayIn('Asia/Tokyo', now)).toBe('2027-03-01');
    expect(todayIn('UTC', now)).toBe('2027-03-01');
  });
});
