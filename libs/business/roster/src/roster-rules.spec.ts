import { ROSTER_MESSAGES } from '@app/contracts';
import { certificatesOpenToHost, rosterClosedReason, withoutPhotoConsent } from './roster-rules';

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

describe('rosterClosedReason', () => {
  const lock = { locksAt: new Date('2027-03-11T19:00:00Z'), lockHours: 72 };
  const before = new Date(lock.locksAt.getTime() - 1);

  it('is open until the lock, then closed to the host parent and families with the lock in its words', () => {
    expect(rosterClosedReason({ status: 'confirmed' }, lock, before)).toBeNull();
    expect(rosterClosedReason({ status: 'confirmed' }, lock, lock.locksAt)).toBe(ROSTER_MESSAGES.locked(72));
  });

  it('stays open to an admin after the lock, but a cancelled party is closed to everyone at any time', () => {
    expect(rosterClosedReason({ status: 'confirmed' }, lock, lock.locksAt, true)).toBeNull();
    expect(rosterClosedReason({ status: 'cancelled' }, lock, before, true)).toBe(ROSTER_MESSAGES.cancelled);
  });
});

describe('withoutPhotoConsent', () => {
  it('names the children coming without consent, in the list’s order, and none who are not coming', () => {
    const children = [
      { firstName: 'Ava', attending: true, photoConsent: false },
      { firstName: 'Maya', attending: true, photoConsent: true },
      { firstName: 'Mila', attending: false, photoConsent: false },
      { firstName: 'Oscar', attending: true, photoConsent: false },
    ];
    expect(withoutPhotoConsent(children)).toEqual(['Ava', 'Oscar']);
  });
});
