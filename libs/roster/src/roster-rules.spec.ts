import { certificatesOpenToHost } from './roster-rules';

describe('certificatesOpenToHost', () => {
  const party = { eventDate: '2027-03-14', eventTime: '14:00', status: 'confirmed' as const };
  const zone = 'America/Chicago';
  // 14:00 in Chicago on 14 March 2027 (the first day of daylight time there) is 19:00 UTC.
  const start = new Date('2027-03-14T19:00:00Z');

  it('opens at the party’s start in the business zone, not a minute before', () => {
    expect(certificatesOpenToHost(party, zone, new Date(start.getTime() - 60_000))).toBe(false);
    expect(certificatesOpenToHost(party, zone, start)).toBe(true);
  });

  it('never opens for a cancelled party', () => {
    expect(
      certificatesOpenToHost({ ...party, status: 'cancelled' }, zone, new Date(start.getTime() + 86_400_000)),
    ).toBe(false);
  });
});
