import { parseRestoreTime } from './restore-time';

describe('parseRestoreTime', () => {
  it('reads "YYYY-MM-DD HH:MM" on the business clock, across a change of daylight saving time', () => {
    expect(parseRestoreTime('2026-12-01 14:05', 'America/Chicago').toISOString()).toBe('2026-12-01T20:05:00.000Z');
    expect(parseRestoreTime('2026-07-01 14:05:30', 'America/Chicago').toISOString()).toBe('2026-07-01T19:05:30.000Z');
    expect(parseRestoreTime('2026-12-01T14:05', 'Europe/Paris').toISOString()).toBe('2026-12-01T13:05:00.000Z');
  });

  it('takes an ISO time with its offset as it is', () => {
    expect(parseRestoreTime('2026-12-01T14:05:00Z', 'America/Chicago').toISOString()).toBe('2026-12-01T14:05:00.000Z');
    expect(parseRestoreTime('2026-12-01 14:05+01:00', 'America/Chicago').toISOString()).toBe(
      '2026-12-01T13:05:00.000Z',
    );
  });

  it.each(['yesterday', '2026-12-01', '2026-02-30 10:00', '2026-12-01 25:00', '14:05'])('refuses "%s"', (text) => {
    expect(() => parseRestoreTime(text, 'America/Chicago')).toThrow(/not a time|no such time/);
  });
});
