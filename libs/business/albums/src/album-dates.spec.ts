import { albumClosesOn, closedBefore, closingBefore } from './album-dates';

describe('album dates (docs/product/albums.md#retention)', () => {
  const event = '2026-01-10';
  const closes = albumClosesOn(event);
  const closed = (today: string) => event < closedBefore(today);
  const closing = (today: string) => event < closingBefore(today);

  it('keeps the photos through the 90th day after the event and deletes them the day after', () => {
    expect(closes).toBe('2026-04-10');
    expect(closed('2026-04-10')).toBe(false);
    expect(closed('2026-04-11')).toBe(true);
  });

  it('tells the parent from a week before the album closes', () => {
    expect(closing('2026-04-02')).toBe(false);
    expect(closing('2026-04-03')).toBe(true);
  });
});
