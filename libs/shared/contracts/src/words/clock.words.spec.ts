import {
  calendarDayWords,
  clockTimeAbbrIn,
  clockTimeIn,
  dateTimeIn,
  deadlineWords,
  longDateIn,
  longDateTimeIn,
  slotWords,
  timeZoneLabel,
  timeZoneName,
} from './clock.words';

// Tuesday, February 16, 2027, 10:00 AM in Chicago (CST, UTC-6).
const DEADLINE = '2027-02-16T16:00:00.000Z';
// Saturday, June 13, 2026, 2:00 PM in Chicago (CDT, UTC-5).
const SUMMER = new Date('2026-06-13T19:00:00.000Z');

describe('clock words: one place names the zone and writes the clock', () => {
  it("names the business's zone, not the reader's: the same instant in Los Angeles and in summer", () => {
    expect(deadlineWords(DEADLINE, 'America/Los_Angeles')).toBe('Tue, Feb 16, 8:00 AM Pacific');
    expect(deadlineWords('2027-07-10T19:00:00.000Z', 'America/Chicago')).toBe('Sat, Jul 10, 2:00 PM Central');
    expect(timeZoneName(new Date(DEADLINE), 'America/New_York')).toBe('Eastern');
  });

  it("names the business's zone the way US parents say it, whatever the browser's zone", () => {
    expect(clockTimeIn('2026-12-05T20:58:00Z', 'America/Chicago')).toBe('2:58 PM Central');
    expect(clockTimeIn('2026-12-05T20:58:00Z', 'America/Los_Angeles')).toBe('12:58 PM Pacific');
    expect(clockTimeIn('2026-07-05T19:58:00Z', 'America/Chicago')).toBe('2:58 PM Central');
  });

  it("documents and e-mails: the day, the clock with the zone's abbreviation, and the zone named exactly", () => {
    expect(longDateIn(SUMMER, 'America/Chicago')).toBe('Saturday, June 13, 2026');
    expect(clockTimeAbbrIn(SUMMER, 'America/Chicago')).toMatch(/^2:00\sPM CDT$/);
    expect(dateTimeIn(SUMMER, 'America/Chicago')).toMatch(/^June 13, 2026 at 2:00\sPM CDT$/);
    expect(longDateTimeIn(SUMMER, 'America/Chicago')).toMatch(/^Saturday, June 13, 2026 at 2:00\sPM CDT$/);
    expect(timeZoneLabel(SUMMER, 'America/Chicago')).toBe('Central Time (America/Chicago)');
  });

  it("writes a business day and start time on the business's clock, its zone named (the date check)", () => {
    expect(slotWords('2027-02-06', '14:00', 'America/Chicago')).toBe('Sat, Feb 6, 2027, 2:00 PM Central');
    expect(slotWords('2027-07-10', '09:30', 'America/Los_Angeles')).toBe('Sat, Jul 10, 2027, 9:30 AM Pacific');
  });
});

describe('calendarDayWords', () => {
  it('writes a calendar day from its parts, so a zone west of UTC never shows the day before', () => {
    const full = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' } as const;
    const before = process.env.TZ;
    process.env.TZ = 'Pacific/Honolulu';
    try {
      expect(calendarDayWords('2027-02-20', full)).toBe('Sat, Feb 20, 2027');
      expect(calendarDayWords('2027-02-20', { month: 'short', day: 'numeric' })).toBe('Feb 20');
    } finally {
      process.env.TZ = before;
    }
  });

  it('gives back anything that is not a yyyy-MM-dd day as it is', () => {
    expect(calendarDayWords('next week', { month: 'short' })).toBe('next week');
  });
});
