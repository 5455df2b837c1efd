import { slotWords } from './reservation.contract';

describe("the date check's words (issue #36)", () => {
  it("writes a business day and start time on the business's clock, its zone named", () => {
    expect(slotWords('2027-02-06', '14:00', 'America/Chicago')).toBe('Sat, Feb 6, 2027, 2:00 PM Central');
    expect(slotWords('2027-07-10', '09:30', 'America/Los_Angeles')).toBe('Sat, Jul 10, 2027, 9:30 AM Pacific');
  });
});
