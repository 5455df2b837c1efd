import { albumClosesOn, closedBefore, closingBefore } from './album-dates';

describe('album dates (docs/product/albums.md#retention)', () => {
  const event = '2026-01-10';
  const closed = (today: string, days = 90) => event < closedBefore(today, days);
  const closing = (today: string, days = 90) => event < closingBefore(today, days);

  it('keeps the photos through the 90th day after the event and deletes them the day after', () => {
    expect(albumClosesOn(event, 90)).toBe('2026-04-10');
    expect(closed('2026-04-10')).toBe(false);
    expect(closed('2026-04-11')).toBe(true);
  });

  it('tells the parent from a week before the album closes', () => {
    expect(closing('2026-04-02')).toBe(false);
    expect(closing('2026-04-03')).toBe(true);
  });

  it('counts the period the admin chose in Settings (albumRetentionDays) the same way', () => {
    expect(albumClosesOn(event, 30)).toBe('2026-02-09');
    expect(closed('2026-02-09', 30)).toBe(false);
    expect(closed('2026-02-10', 30)).toBe(true);
    expect(closing('2026-02-01', 30)).toBe(false);
    expect(closing('2026-02-02', 30)).toBe(true);
  });
});
