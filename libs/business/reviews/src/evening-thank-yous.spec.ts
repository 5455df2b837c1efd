import { partyDayToThank } from './evening-thank-yous';

describe("the evening's thank-yous (docs/product/reviews.md#the-thank-you)", () => {
  const zone = 'America/Chicago';

  it("thanks the day's parties from 8 PM on the business's clock, and the day before's until then", () => {
    // 7:59 PM and 8:00 PM in Chicago (CDT, UTC-5) on July 11.
    expect(partyDayToThank(new Date('2026-07-12T00:59:00Z'), zone)).toBe('2026-07-10');
    expect(partyDayToThank(new Date('2026-07-12T01:00:00Z'), zone)).toBe('2026-07-11');
    // Just after midnight: still the day before's, caught up if its 8 PM run was missed.
    expect(partyDayToThank(new Date('2026-07-12T05:30:00Z'), zone)).toBe('2026-07-11');
  });
});
