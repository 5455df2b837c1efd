import { startTimeLabel } from '../bookings/booking-lists.contract';
import { extraChildrenAt } from './hosts.contract';

describe('extraChildrenAt (docs/product/hosts.md#check-in)', () => {
  // The package holds 12 for the price of the 10 booked: the 11th and 12th cost nothing, the 13th does.
  const party = { guestCount: 10, extraChildPrices: ['0.00', '0.00', '15.00', '30.00'] };

  it('says nothing while the extra children are still inside the package', () => {
    expect(extraChildrenAt(party, 10)).toBeNull();
    expect(extraChildrenAt(party, 12)).toBeNull();
  });

  it('says how many more and what they add once an extra costs money', () => {
    expect(extraChildrenAt(party, 13)).toEqual({ count: 3, priceChange: '15.00', label: '3 more children: +$15.00' });
  });
});

describe('startTimeLabel', () => {
  it('writes any wall-clock time on the 12-hour clock, on the start list or not', () => {
    expect(startTimeLabel('09:15')).toBe('9:15 AM');
    expect(startTimeLabel('22:05')).toBe('10:05 PM');
    expect(startTimeLabel('00:00')).toBe('12:00 AM');
    expect(startTimeLabel('12:30')).toBe('12:30 PM');
    expect(startTimeLabel('soon')).toBe('soon');
  });
});
