import { describe, expect, it } from 'vitest';
import { holdLine } from './hold-line';

describe('the hold line of Complete Your Booking', () => {
  const booking = { eventDate: '2026-03-21', eventTime: '14:00', holdExpiresAt: '2026-03-02T21:42:00.000Z' };
  const before = Date.parse('2026-03-02T21:00:00.000Z');

  it("says until when the time is held, in the business's time zone", () => {
    expect(holdLine(booking, 'America/Chicago', before)).toBe(
      'We hold 2:00 PM on Saturday, March 21 for you until 3:42 PM Central. Pay before then to keep it; after that it is yours again only if a team is still free.',
    );
    expect(holdLine(booking, 'America/New_York', before)).toMatch(/until 4:42 PM Eastern\. Pay before then/);
  });

  it('says nothing when the booking holds no time, or its hold has lapsed', () => {
    expect(holdLine({ ...booking, holdExpiresAt: null }, 'America/Chicago', before)).toBeNull();
    expect(holdLine(booking, 'America/Chicago', Date.parse(booking.holdExpiresAt))).toBeNull();
  });
});
